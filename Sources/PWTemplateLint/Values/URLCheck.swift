import PWTemplateSyntax

/// Checks of media and action URLs (sdk-behaviour §9). Neither SDK checks schemes; these
/// checks say what happens next: blocked loads, files never read, links that go nowhere.
package enum URLCheck {
    /// The scheme of `value` (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`, then `:`).
    package static func scheme(of value: String) -> String? {
        let bytes = grammarBytes(value)
        guard let first = bytes.first, isLetter(first),
              let colon = bytes.firstIndex(where: { !isSchemeByte($0) }), bytes[colon] == UInt8(ascii: ":") else { return nil }
        return String(decoding: bytes[..<colon], as: UTF8.self).lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        UInt8(ascii: "a")...UInt8(ascii: "z") ~= byte | 0x20
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || UInt8(ascii: "0")...UInt8(ascii: "9") ~= byte
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `value` as the URL grammar reads it, one byte per character, so that scanning bytes reads
    /// characters: the grammar is ASCII, and any character that is not one ASCII byte (a
    /// non-ASCII letter, or a letter with a combining mark) becomes a 1, which no rule matches.
    /// An ASCII string is its UTF-8: there only CR LF is one character of two bytes, and neither
    /// byte is part of the grammar.
    private static func grammarBytes(_ value: String) -> [UInt8] {
        let bytes = Array(value.utf8)
        if bytes.allSatisfy({ $0 < 0x80 }) { return bytes }
        return value.map { $0.utf8.count == 1 ? $0.utf8.first ?? 1 : 1 }
    }

    /// The problems with a non-empty media URL: its form, then (unless the form is wrong anyway)
    /// whether the targeted iOS releases can parse it.
    package static func mediaProblems(_ value: String, isRequired: Bool, targets: TargetSelection) -> [ValueProblem] {
        let form = mediaProblem(value)
        guard form?.rule != .invalidMediaURL else { return form.map { [$0] } ?? [] }
        return [form, parsingProblem(value, role: isRequired ? .required : .optionalImage, targets: targets)].compactMap(\.self)
    }

    /// The problems with a non-empty action URL: its scheme, then (unless the scheme is unsafe)
    /// whether the targeted iOS releases can parse it.
    package static func actionProblems(_ value: String, targets: TargetSelection) -> [ValueProblem] {
        let form = actionProblem(value)
        guard form?.rule != .unsafeActionURL else { return form.map { [$0] } ?? [] }
        return [form, parsingProblem(value, role: .required, targets: targets)].compactMap(\.self)
    }

    /// The problem with the form of a non-empty media URL, or `nil` when it is an absolute
    /// `https://` URL. Characters iOS cannot parse are ``parsingProblem(_:role:targets:)``'s.
    package static func mediaProblem(_ value: String) -> ValueProblem? {
        var quoted: String { "is " + Quote.string(value) }
        let https = "host the file and use its https:// URL"
        if value.first?.isWhitespace == true || value.last?.isWhitespace == true {
            // No release trims: iOS 7.2.4 and later encode the whitespace into the URL.
            let trimmed = String(value.trimmingWhitespace)
            return ValueProblem(.invalidMediaURL, "\(quoted): a URL cannot start or end with whitespace, so the media never loads",
                                hint: "write \(JSONOutput.literal(URLCharacters(trimmed).encoded))", fix: encodingFix(trimmed, "remove the whitespace"))
        }
        if value.hasPrefix("//") {
            return ValueProblem(.invalidMediaURL, "\(quoted): a scheme-relative URL, which the SDKs do not resolve",
                                hint: "write \(Quote.string("https:" + value))", fix: .string("https:" + value, "add `https:`", .unsafe))
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
                                hint: hasHost(value) ? "write \(Quote.string(secure))" : "use an https:// URL",
                                fix: hasHost(value) ? .string(secure, "use https", .unsafe) : nil)
        case "file":
            return ValueProblem(.invalidMediaURL, "\(quoted): a file: URL; the SDKs never read files from the ZIP or the device", hint: https)
        case "data":
            return ValueProblem(.invalidMediaURL, "\(quoted): a data: URL, which is undocumented and not portable", hint: https)
        default:
            return ValueProblem(.invalidMediaURL, "\(quoted): media must be an https:// URL, not \(scheme):", hint: https)
        }
    }

    /// Schemes that run code, read local data or do nothing when a campaign link is tapped.
    package static let unsafeSchemes = ["javascript", "vbscript", "data", "blob", "file", "about"]

    /// The problem with the scheme of a non-empty action URL, or `nil` when it has a usable one.
    package static func actionProblem(_ value: String) -> ValueProblem? {
        var quoted: String { "is " + Quote.string(value) }
        let scheme = scheme(of: value)
        if let scheme, unsafeSchemes.contains(scheme) {
            return ValueProblem(.unsafeActionURL, "\(quoted): a \(scheme): URL runs code, reads local data or does nothing when tapped",
                                hint: "link to an https:// page or an app deep link such as myapp://offers")
        }
        if scheme == "http" {
            let secure = "https" + value.dropFirst(4)
            return ValueProblem(.insecureActionURL, "\(quoted): an unencrypted http: link",
                                hint: "write \(Quote.string(secure))", fix: .string(secure, "use https", .unsafe))
        }
        if value.hasPrefix("//") {
            return ValueProblem(.actionURLForm, "\(quoted): a scheme-relative URL, which opens nothing",
                                hint: "write \(Quote.string("https:" + value))", fix: .string("https:" + value, "add `https:`", .unsafe))
        }
        guard scheme == nil else { return nil }
        let trimmed = value.trimmingWhitespace
        let looksLikeHost = trimmed.prefix { $0 != "/" }.contains(".") && !trimmed.hasPrefix(".")
        return ValueProblem(.actionURLForm, "\(quoted): no scheme, so the tap opens nothing",
                            hint: looksLikeHost ? "write \(Quote.string("https://" + trimmed))"
                                : "use an absolute URL such as https://example.com/offers or a deep link such as myapp://offers",
                            fix: looksLikeHost ? .string("https://" + trimmed, "add `https://`", .unsafe) : nil)
    }

    /// The fix that writes `url` percent-encoded, titled `what`: safe when only characters iOS
    /// 7.2.4 and later encode themselves change (the URL every release and Android then read),
    /// unsafe when a stray `%` is encoded (it may have meant an escape); none for a non-ASCII
    /// host, whose IDNA form percent-encoding does not give.
    package static func encodingFix(_ url: String, _ what: String) -> ValueFix? {
        guard !hasNonASCIIAuthority(url) else { return nil }
        let scan = URLCharacters(url)
        return .string(scan.encoded, what, scan.offending.contains(where: \.isStrayPercent) ? .unsafe : .safe)
    }

    /// Whether the URL after `scheme://` names a host.
    package static func hasHost(_ value: String) -> Bool {
        guard let authority = authority(of: value) else { return false }
        let host = authority.lastIndex(of: UInt8(ascii: "@")).map { authority[authority.index(after: $0)...] } ?? authority
        guard let first = host.first else { return false }
        return first != UInt8(ascii: ":")
    }

    /// Whether the authority has a non-ASCII character: such a host needs its IDNA form
    /// (`xn--…`), which percent-encoding does not give.
    package static func hasNonASCIIAuthority(_ value: String) -> Bool {
        !value.utf8.allSatisfy { $0 < 0x80 } && authority(of: value)?.contains(1) == true
    }

    /// What follows the first `://` up to `/`, `?` or `#`, in ``grammarBytes(_:)``; `nil` without `://`.
    private static func authority(of value: String) -> ArraySlice<UInt8>? {
        let bytes = grammarBytes(value)
        guard let separator = bytes.indices.dropLast(2).first(where: {
            bytes[$0] == UInt8(ascii: ":") && bytes[$0 + 1] == UInt8(ascii: "/") && bytes[$0 + 2] == UInt8(ascii: "/")
        }) else { return nil }
        return bytes[(separator + 3)...].prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    }
}
