/// Checks of media and action URLs (sdk-behaviour §9). Neither SDK checks schemes; these
/// checks say what happens next: blocked loads, files never read, links that go nowhere.
enum URLCheck {
    /// The scheme of `value` (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`, then `:`).
    static func scheme(of value: String) -> String? {
        let text = grammarText(value)
        guard let first = text.utf8.first, isLetter(first),
              let colon = text.utf8.firstIndex(where: { !isSchemeByte($0) }), text.utf8[colon] == UInt8(ascii: ":") else { return nil }
        return text[..<colon].lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        UInt8(ascii: "a")...UInt8(ascii: "z") ~= byte | 0x20
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `value` as the URL grammar reads it, one UTF-8 byte per character, so that scanning bytes
    /// reads characters: the grammar is ASCII, and any character that is not one ASCII byte (a
    /// non-ASCII letter, or a letter with a combining mark) becomes a `\u{1}`, which no rule
    /// matches. An ASCII string is used as it is: there only CR LF is one character of two
    /// bytes, and neither byte is part of the grammar.
    private static func grammarText(_ value: String) -> String {
        if value.utf8.allSatisfy({ $0 < 0x80 }) { return value }
        return String(value.map { $0.utf8.count == 1 ? $0 : "\u{1}" })
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
        let bytes = grammarText(value).utf8
        var rest = bytes[...]
        while !rest.starts(with: "://".utf8) {
            guard !rest.isEmpty else { return false }
            rest = rest.dropFirst()
        }
        let authority = rest.dropFirst(3).prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let host = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[authority.index(after: $0)...] } ?? authority
        guard let first = host.first else { return false }
        return first != UInt8(ascii: ":")
    }
}
