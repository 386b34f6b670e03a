
extension OptionSpec {
    /// `--serve` of `preview`.
    public static let serve = OptionSpec(
        longName: "serve",
        help: """
            Serve the pages on a local web server instead of writing them; each open page \
            reloads when its template changes. Ctrl-C stops it.
            """
    )

    /// `--port <port>` of `preview --serve`.
    public static let port = OptionSpec(
        longName: "port",
        help: "The port to serve on; 0 takes a free one.",
        kind: .singleValue(valueName: "port"),
        defaultValue: String(PreviewServeOptions.defaultPort),
        completion: .freeText
    )

    /// `--host <address>` of `preview --serve`.
    public static let host = OptionSpec(
        longName: "host",
        help: """
            The IP address to listen on; any other than loopback makes the pages reachable \
            from the network.
            """,
        kind: .singleValue(valueName: "address"),
        defaultValue: PreviewServeOptions.defaultHost,
        completion: .freeText
    )

    /// `--open` of `preview --serve`.
    public static let open = OptionSpec(longName: "open", help: "Open the gallery in the default browser.")

    /// The options `preview` takes for `--serve`, in the order help lists them.
    static let previewServeOptions: [OptionSpec] = [.serve, .port, .host, .open]
}
