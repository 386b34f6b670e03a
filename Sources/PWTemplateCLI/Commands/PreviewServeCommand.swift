import PWTemplateArchive
import PWTemplateKinds
import PWTemplatePreview
import PWTemplateServing
import PWTemplateSystem

/// `pwtemplate preview --serve`: builds the pages as `preview` does, serves them over HTTP on
/// the loopback address (or `--host`), rebuilds them whenever a template file changes and makes
/// the open pages reload; SIGINT or SIGTERM stops it with exit 0.
struct PreviewServeCommand {
    var options: PreviewOptions
    var serve: PreviewServeOptions
    var invocation: Invocation

    /// `PWTEMPLATE_WATCH`: how changes are noticed (`native` by default, `poll` where the
    /// system's notifications do not arrive: network shares, some containers).
    static let watchVariable = "PWTEMPLATE_WATCH"

    func run() -> ExitCode {
        guard let mode = watchMode() else { return .usage }
        // Before any thread starts, so that every thread leaves the signals to the waiting one.
        TerminationSignals.block()
        let code = serveUntilStopped(mode: mode)
        TerminationSignals.unblock()
        return code
    }

    private func serveUntilStopped(mode: WatchMode) -> ExitCode {
        let builder = PreviewSiteBuilder(options: options, invocation: invocation, cache: PreviewPageCache())
        let first: PreviewSiteBuilder.Build
        do {
            first = try builder.build()
        } catch {
            invocation.standardError.write(error.text)
            return .usage
        }
        for note in first.notes { invocation.standardError.write("note: \(note.terminalSafe)\n") }
        report(first.failures)
        let server: PreviewServer
        do {
            server = try PreviewServer(configuration: PreviewServerConfiguration(address: serve.address), site: ServedSite(instance: Self.instanceToken()))
        } catch {
            return refuse(error)
        }
        let paths = (options.paths.isEmpty ? ["."] : options.paths).map(invocation.fileSystemPath)
        let watcher: any FileWatcher
        do {
            watcher = try FileWatchers.make(roots: SiteRebuilder.watchRoots(for: paths), mode: mode, isRelevant: { [kinds = invocation.kinds] in kinds.feedsDocuments(fileNamed: $0) })
        } catch {
            invocation.standardError.write("error: cannot watch the templates for changes: \(error.reason)\n  Set \(Self.watchVariable)=poll to compare the files' times instead.\n")
            return .internalError
        }
        server.publish(Self.pages(of: first.site))
        announce(server: server, site: first.site)
        startRebuilding(server: server, watcher: watcher, builder: builder)
        SystemThread.detach { [invocation] in
            let signal = TerminationSignals.wait()
            invocation.standardError.write("Stopping (\(signal == 2 ? "SIGINT" : "SIGTERM")).\n")
            server.stop()
        }
        server.run()
        return .success
    }

    /// The pages to serve: the site's files, and the only page also as `index.html` when the
    /// site has no gallery, so `/` always shows something.
    static func pages(of site: PreviewSite) -> [String: [UInt8]] {
        var pages = Dictionary(site.files.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        if pages[PreviewSite.indexName] == nil, let only = site.files.first { pages[PreviewSite.indexName] = only.bytes }
        return pages
    }

    /// The URL, a warning when the pages are reachable from the network, and the browser.
    private func announce(server: PreviewServer, site: PreviewSite) {
        let url = Self.url(address: serve.address, port: server.port)
        let count = site.files.filter { $0.template != nil }.count
        invocation.standardOutput.write("Serving \(count) template\(count == 1 ? "" : "s") at \(url) (Ctrl-C stops)\n")
        if !serve.address.isLoopback {
            invocation.standardError.write("warning: '--host \(serve.address.host)' makes the preview reachable from the network; "
                + "anyone who can reach this machine on port \(server.port) can read the templates\n")
        }
        if serve.openBrowser, !DetachedProcess.spawn(DetachedProcess.browserOpener, arguments: [url]) {
            invocation.standardError.write("warning: cannot start '\(DetachedProcess.browserOpener)'; open \(url) in a browser\n")
        }
    }

    /// Rebuilds on a thread of its own after every change, reporting to standard error.
    private func startRebuilding(server: PreviewServer, watcher: any FileWatcher, builder: PreviewSiteBuilder) {
        let rebuilder = SiteRebuilder(watcher: watcher, server: server, build: { changes in
            switch Result(catching: { () throws(PreviewSiteBuilder.Failure) in try builder.rebuild(after: changes) }) {
            case .success(let build):
                report(build.failures)
                return Self.pages(of: build.site)
            case .failure(let failure):
                // Every template is gone (or the configuration broke): an empty gallery until it is back.
                invocation.standardError.write(failure.text)
                return Self.pages(of: PreviewSite([], gallery: true, assets: PreviewRenderers.standard.pageAssets))
            }
        }, report: { [invocation] rebuild in
            let milliseconds = rebuild.duration.components.seconds * 1000 + rebuild.duration.components.attoseconds / 1_000_000_000_000_000
            let changed = rebuild.changed.isEmpty ? "no page changed" : "reloading " + rebuild.changed.joined(separator: ", ")
            invocation.standardError.write("Rebuilt \(rebuild.pageCount) page\(rebuild.pageCount == 1 ? "" : "s") in \(milliseconds) ms: \(changed.terminalSafe)\n")
        })
        SystemThread.detach { rebuilder.run() }
    }

    private func report(_ failures: [String]) {
        for failure in failures { invocation.standardError.write("error: \(failure.terminalSafe)\n") }
    }

    /// The http URL of the gallery; the unspecified address (`0.0.0.0`) is shown as loopback.
    static func url(address: SocketAddress, port: UInt16) -> String {
        let host = address.isUnspecified ? (address.isIPv6 ? "::1" : "127.0.0.1") : address.host
        return "http://\(address.isIPv6 ? "[\(host)]" : host):\(port)/"
    }

    private func watchMode() -> WatchMode? {
        guard let value = invocation.environment[Self.watchVariable], !value.isEmpty else { return .native }
        if let mode = WatchMode(rawValue: value) { return mode }
        invocation.standardError.write("error: '\(value.terminalSafe)' is not a valid value for \(Self.watchVariable); "
            + "expected one of: \(WatchMode.allCases.map(\.rawValue).joined(separator: ", "))\n")
        return nil
    }

    private func refuse(_ error: SocketError) -> ExitCode {
        let target = "\(serve.address.host) port \(serve.address.port)"
        switch error.code {
        case .addressInUse:
            invocation.standardError.write("error: port \(serve.address.port) is in use by another program\n"
                + "  Choose another with '--port N', or '--port 0' for any free one.\n")
        case .addressUnavailable:
            invocation.standardError.write("error: cannot listen on \(target): \(error.reason)\n"
                + "  '--host' takes an address of this machine, such as 127.0.0.1.\n")
        default:
            invocation.standardError.write("error: cannot listen on \(target): \(error.reason)\n"
                + "  Choose a port above 1023 with '--port N', or '--port 0' for any free one.\n")
        }
        return .usage
    }

    /// A token that differs from run to run, part of every page version.
    private static func instanceToken() -> String {
        String(UInt64.random(in: 0...UInt64.max), radix: 36)
    }
}
