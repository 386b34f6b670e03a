
extension OptionSpec {
    /// `--png` of `preview`.
    public static let png = OptionSpec(
        longName: "png",
        help: """
            Also write a PNG of the device screen per template, language and appearance \
            (<name>.<language>.<appearance>.png beside the page), shot with a headless Chromium.
            """
    )

    /// `--browser <path>` of `preview --png`.
    public static let browser = OptionSpec(
        longName: "browser",
        help: "The Chromium or Chrome to shoot the PNGs with.",
        kind: .singleValue(valueName: "path"),
        defaultValue: "chromium, chromium-browser or google-chrome from PATH",
        completion: .paths
    )

    /// `--browser-timeout <seconds>` of `preview --png`.
    public static let browserTimeout = OptionSpec(
        longName: "browser-timeout",
        help: "How long one screenshot may take before the browser is stopped and preview fails.",
        kind: .singleValue(valueName: "seconds"),
        defaultValue: String(PreviewPNGOptions.defaultTimeoutSeconds),
        completion: .freeText
    )
}
