/// The options of `preview --png`: which browser shoots, and how long one shot may take.
public struct PreviewPNGOptions: Sendable, Equatable {
    /// `--browser`: a path, or `nil` to search `PATH`.
    public var browser: String?
    /// `--browser-timeout`, in seconds.
    public var timeoutSeconds: Int

    /// The seconds one screenshot may take without `--browser-timeout` (a cold start of
    /// Chromium takes 1 to 3 s on a busy 2-core machine).
    public static let defaultTimeoutSeconds = 60

    public init(browser: String? = nil, timeoutSeconds: Int = Self.defaultTimeoutSeconds) {
        self.browser = browser
        self.timeoutSeconds = timeoutSeconds
    }

    /// The PNG options of bound `preview` arguments; `nil` without `--png`, whose two options
    /// are then errors.
    init?(_ parsed: ParsedArguments) throws(ArgumentError) {
        guard parsed.isSet(.png) else {
            for option in [OptionSpec.browser, .browserTimeout] where !parsed.values(of: option).isEmpty {
                throw .optionNeedsAnother(option.longSpelling, needs: "--png")
            }
            return nil
        }
        var timeout = Self.defaultTimeoutSeconds
        if let value = parsed.values(of: .browserTimeout).first {
            guard let seconds = Int(value), seconds >= 1 else {
                throw .invalidPositiveCount(value, option: OptionSpec.browserTimeout.longSpelling)
            }
            timeout = seconds
        }
        self.init(browser: parsed.values(of: .browser).first, timeoutSeconds: timeout)
    }
}
