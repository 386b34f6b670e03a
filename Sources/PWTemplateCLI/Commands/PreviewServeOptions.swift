import PWTemplateServing

/// The options of `preview --serve`, typed and checked.
public struct PreviewServeOptions: Sendable, Equatable {
    /// The port without `--port`: outside the ranges development servers usually take.
    public static let defaultPort: UInt16 = 7317
    public static let defaultHost = "127.0.0.1"

    /// The address and port to listen on.
    public var address: SocketAddress
    /// `--open`: open the gallery in the default browser.
    public var openBrowser: Bool

    public init(address: SocketAddress, openBrowser: Bool = false) {
        self.address = address
        self.openBrowser = openBrowser
    }

    /// Reads the serve options of bound `preview` arguments: `nil` without `--serve` (then
    /// `--port`, `--host` and `--open` are errors).
    init?(_ parsed: ParsedArguments) throws(ArgumentError) {
        guard parsed.isSet(.serve) else {
            let given = [OptionSpec.port, .host].first { !parsed.values(of: $0).isEmpty } ?? (parsed.isSet(.open) ? .open : nil)
            if let given { throw .optionNeedsAnother(given.longSpelling, needs: "'--serve'") }
            return nil
        }
        let portText = parsed.values(of: .port).first ?? String(Self.defaultPort)
        guard portText.allSatisfy(\.isASCII), let port = UInt16(portText) else {
            throw .invalidNetworkValue(portText, option: OptionSpec.port.longSpelling, expected: "a port number from 0 to 65535")
        }
        let host = parsed.values(of: .host).first ?? Self.defaultHost
        guard let address = SocketAddress(host: host, port: port) else {
            throw .invalidNetworkValue(host, option: OptionSpec.host.longSpelling,
                                       expected: "an IPv4 or IPv6 address such as 127.0.0.1, ::1 or 0.0.0.0")
        }
        if !parsed.values(of: .previewOutput).isEmpty || parsed.isSet(.previewForce) || parsed.isSet(.png) {
            let written = parsed.isSet(.png) ? OptionSpec.png : parsed.isSet(.previewForce) ? .previewForce : .previewOutput
            throw .conflictingOptions("--serve", written.longSpelling, reason: "'--serve' writes no files")
        }
        if parsed.positionals.contains("-") {
            throw .conflictingOptions("--serve", "-", reason: "standard input cannot be watched for changes")
        }
        self.init(address: address, openBrowser: parsed.isSet(.open))
    }
}
