@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplatePreview
import PWTemplateServing
import Testing

/// `preview --serve` in-process, up to the point where it would start serving: its options,
/// and a port in use. Serving itself is tested on the built binary in Tests/Integration/serve.
@Suite struct PreviewServeCommandTests {
    private let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write(#"{"displayType": "modal", "modal": {"title": {"text": "Hi"}}}"#, to: "promo/native-config.json")
    }

    @Test func optionsAreRead() throws {
        let parsed = try CommandLineParser.parse(["preview", "--serve", "--port", "0", "--host", "::1", "--open", "promo"], pathExists: { _ in true })
        guard case .preview(let options) = parsed else { Issue.record("not preview"); return }
        #expect(options.serve == PreviewServeOptions(address: SocketAddress(host: "::1", port: 0)!, openBrowser: true))
        guard case .preview(let plain) = try CommandLineParser.parse(["preview", "promo"], pathExists: { _ in true }) else { return }
        #expect(plain.serve == nil)
        guard case .preview(let defaults) = try CommandLineParser.parse(["preview", "--serve"], pathExists: { _ in true }) else { return }
        #expect(defaults.serve?.address == SocketAddress(host: "127.0.0.1", port: 7317))
    }

    @Test(arguments: [
        (["--serve", "--port", "65536"], "'65536' is not a valid value for '--port'; expected a port number from 0 to 65535"),
        (["--serve", "--port", "-1"], "option '--port' needs a value"),
        (["--serve", "--host", "example.com"], "'example.com' is not a valid value for '--host'; expected an IPv4 or IPv6 address"),
        (["--port", "8000"], "'--port' works only with '--serve'"),
        (["--open"], "'--open' works only with '--serve'"),
        (["--serve", "-o", "out"], "'--serve' and '--output' cannot be used together ('--serve' writes no files)"),
        (["--serve", "--png"], "'--serve' and '--png' cannot be used together ('--serve' writes no files)"),
        (["--serve", "-"], "'--serve' and '-' cannot be used together (standard input cannot be watched for changes)"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) {
        let run = scratch.run(["preview"] + arguments + (arguments.contains("-") ? [] : ["promo"]))
        #expect(run.code == .usage)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func aPortInUseNamesThePortAndTheOption() throws {
        let taken = try PreviewServer(configuration: PreviewServerConfiguration(address: SocketAddress(host: "127.0.0.1", port: 0)!),
                                      site: ServedSite(instance: "taken"))
        defer { taken.stop(); taken.run() }
        let run = scratch.run(["preview", "--serve", "--port", String(taken.port), "promo"])
        #expect(run.code == .usage)
        #expect(run.error == "error: port \(taken.port) is in use by another program\n"
            + "  Choose another with '--port N', or '--port 0' for any free one.\n")
        #expect(run.output.isEmpty)
    }

    @Test func anUnknownWatchModeIsAUsageError() {
        let output = BufferedOutput(), error = BufferedOutput()
        let code = CLI.run(Invocation(arguments: ["preview", "--serve", "--port", "0", "promo"], environment: ["PWTEMPLATE_WATCH": "fsevents"],
                                      currentDirectory: scratch.path, standardOutput: output, standardError: error))
        #expect(code == .usage)
        #expect(error.text == "error: 'fsevents' is not a valid value for PWTEMPLATE_WATCH; expected one of: native, poll\n")
    }

    @Test func theURLShowsLoopbackForEveryInterface() {
        #expect(PreviewServeCommand.url(address: SocketAddress(host: "127.0.0.1", port: 1)!, port: 7317) == "http://127.0.0.1:7317/")
        #expect(PreviewServeCommand.url(address: SocketAddress(host: "0.0.0.0", port: 0)!, port: 80) == "http://127.0.0.1:80/")
        #expect(PreviewServeCommand.url(address: SocketAddress(host: "::", port: 0)!, port: 80) == "http://[::1]:80/")
        #expect(PreviewServeCommand.url(address: SocketAddress(host: "localhost", port: 0)!, port: 80) == "http://127.0.0.1:80/")
        #expect(SocketAddress(host: "192.168.1.2", port: 0)?.isLoopback == false)
        #expect(SocketAddress(host: "127.0.0.2", port: 0)?.isLoopback == true)
    }

    @Test func aSiteWithoutGalleryServesItsPageAtTheRoot() {
        let site = PreviewSite([], gallery: false, assets: PreviewRenderers.standard.pageAssets)
        #expect(PreviewServeCommand.pages(of: site).isEmpty)
        let gallery = PreviewServeCommand.pages(of: PreviewSite([], gallery: true, assets: PreviewRenderers.standard.pageAssets))
        #expect(Array(gallery.keys) == ["index.html"])
    }
}
