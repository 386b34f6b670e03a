/// Checks of media and action URLs (sdk-behaviour §9). Neither SDK checks schemes; these
/// checks say what happens next: blocked loads, files never read, links that go nowhere.
enum URLCheck {
    /// The scheme of `value` (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`, then `:`).
    static func scheme(of value: String) -> String? {
        guard let colon = value.firstIndex(of: ":"), colon > value.startIndex else { return nil }
        let scheme = value[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return scheme.lowercased()
    }

    /// The problem with a non-empty media URL, or `nil` when it is an absolute `https://` URL.
    static func mediaProblem(_ value: String) -> ValueProblem? {
        var quoted: String { "is " + Quote.string(value) }
        let https = "host the file and use its https:// URL"
        // Printable ASCII holds no whitespace or control character: the common case skips the character scan.
        if !value.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }), let space = value.first(where: { $0.isWhitespace || $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }) {
            let trimmed = value.trimmingWhitespace
            let hint = trimmed.contains(where: \.isWhitespace) ? "percent-encode spaces as %20" : "write \(Quote.string(String(trimmed)))"
            let what = space.isWhitespace ? "whitespace" : "a control character"
            return ValueProblem(.invalidMediaURL, "\(quoted): a URL cannot contain \(what); iOS cannot parse it and the media never loads",
                                hint: hint)
        }
        if value.hasPrefix("//") {
            return ValueProblem(.invalidMediaURL, "\(quoted): a scheme-relative URL, which the SDKs do not resolve",
                                hint: "write \(Quote.string("https:" + value))")
        }
        guard let scheme = scheme(of: value) else {
            return ValueProblem(.invalidMediaURL, "\(quoted): a relative path, but a file in the ZIP is never read; the SDKs load media over the network only",
                                hint: https)
        }
        switch scheme {
        case "https":
            return hasHost(value) ? nil : ValueProblem(.invalidMediaURL, "\(quoted): the URL has no host", hint: "write https://host/path")
        case "http":
            let secure = "https" + value.dropFirst(4)
            return ValueProblem(.insecureMediaURL, "\(quoted): an http: URL, blocked by App Transport Security (iOS) and the cleartext policy (Android 9+)",
                                hint: hasHost(value) ? "write \(Quote.string(secure))" : "use an https:// URL")
        case "file":
            return ValueProblem(.invalidMediaURL, "\(quoted): a file: URL; the SDKs never read files from the ZIP or the device", hint: https)
        case "data":
            return ValueProblem(.invalidMediaURL, "\(quoted): a data: URL, which is undocumented and not portable", hint: https)
        default:
            return ValueProblem(.invalidMediaURL, "\(quoted): media must be an https:// URL, not \(scheme):", hint: https)
        }
    }

    /// Schemes that run code, read local data or do nothing when a campaign link is tapped.
    static let unsafeSchemes = ["javascript", "vbscript", "data", "blob", "file", "about"]

    /// The problem with a non-empty action URL, or `nil` when it has a usable scheme.
    static func actionProblem(_ value: String) -> ValueProblem? {
        var quoted: String { "is " + Quote.string(value) }
        let scheme = scheme(of: value)
        if let scheme, unsafeSchemes.contains(scheme) {
            return ValueProblem(.unsafeActionURL, "\(quoted): a \(scheme): URL runs code, reads local data or does nothing when tapped",
                                hint: "link to an https:// page or an app deep link such as myapp://offers")
        }
        if scheme == "http" {
            return ValueProblem(.insecureActionURL, "\(quoted): an unencrypted http: link",
                                hint: "write \(Quote.string("https" + value.dropFirst(4)))")
        }
        if value.hasPrefix("//") {
            return ValueProblem(.actionURLForm, "\(quoted): a scheme-relative URL, which opens nothing",
                                hint: "write \(Quote.string("https:" + value))")
        }
        guard scheme == nil else { return nil }
        let trimmed = value.trimmingWhitespace
        let looksLikeHost = trimmed.prefix { $0 != "/" }.contains(".") && !trimmed.hasPrefix(".")
        return ValueProblem(.actionURLForm, "\(quoted): no scheme, so the tap opens nothing",
                            hint: looksLikeHost ? "write \(Quote.string("https://" + trimmed))"
                                : "use an absolute URL such as https://example.com/offers or a deep link such as myapp://offers")
    }

    /// Whether the URL after `scheme://` names a host.
    private static func hasHost(_ value: String) -> Bool {
        guard let range = value.firstRange(of: "://") else { return false }
        let authority = value[range.upperBound...].prefix { !"/?#".contains($0) }
        let host = authority.split(separator: "@", omittingEmptySubsequences: false).last ?? ""
        return !host.isEmpty && host.first != ":"
    }
}
