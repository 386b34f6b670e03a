import PWTemplateSyntax

/// Whether iOS can parse a URL, per release (sdk-behaviour §9). iOS 7.2.0 calls plain
/// `URL(string:)`, which fails on any character RFC 3986 does not allow; from 7.2.4
/// (`PWInAppConfigParser.resolveURL`) it retries the string percent-encoded, keeping `%` so that
/// an escape is not encoded twice: a `%` that starts no escape fails on every release.
extension URLCheck {
    /// The first iOS release that retries an unparseable URL percent-encoded.
    package static let encodingRetryRelease = SDKVersion([7, 2, 4])

    /// What iOS does with a URL it cannot parse.
    package enum Role {
        /// A video or pip `url`, or an action `url`: iOS rejects the template.
        case required
        /// An optional image (`image`, `poster`, `fallback`, `cover.image`): iOS drops it.
        case optionalImage
    }

    /// The finding for a value with characters RFC 3986 does not allow, by what the targeted iOS
    /// releases make of it; `nil` when iOS is not targeted or every character is allowed. With
    /// no minimum given, the first native release (7.2.0) is targeted.
    package static func parsingProblem(_ value: String, role: Role, targets: TargetSelection) -> ValueProblem? {
        guard let target = targets.target(for: .ios) else { return nil }
        let scan = URLCharacters(value)
        guard !scan.offending.isEmpty else { return nil }
        let quoted = "is " + Quote.string(value)
        let trimmed = String(value.trimmingWhitespace)
        let fixed = JSONOutput.literal(URLCharacters(trimmed).encoded) + (hasNonASCIIAuthority(trimmed) ? " with the host in its IDNA form (xn--…)" : "")
        let recoverable = scan.offending.filter { !$0.isStrayPercent }
        let retries = target.minimumVersion.map { $0 >= encodingRetryRelease } ?? false
        if retries, recoverable.count == scan.offending.count {
            return ValueProblem(
                .urlPercentEncoded,
                "\(quoted): iOS before \(encodingRetryRelease) cannot parse a URL with \(describe(recoverable)); "
                    + "later releases percent-encode it and use \(JSONOutput.literal(scan.encodedAsIOS))",
                hint: "write \(fixed) so that every release and Android read the same URL", platform: .ios,
                fix: encodingFix(trimmed, "percent-encode it"))
        }
        var causes: [String] = []
        if !retries, !recoverable.isEmpty {
            causes.append("iOS before \(encodingRetryRelease) cannot parse a URL with \(describe(recoverable))")
        }
        if scan.offending.contains(where: \.isStrayPercent) {
            causes.append("no iOS release parses a \"%\" not followed by two hex digits")
        }
        let (rule, outcome): (Rule, String) = switch role {
        case .required: (.unparseableURL, "iOS rejects the template")
        case .optionalImage: (.unparseableImageURL, "iOS drops the image")
        }
        return ValueProblem(rule, "\(quoted): \(causes.joined(separator: ", and ")), so \(outcome)",
                            hint: "write \(fixed)", platform: .ios, fix: encodingFix(trimmed, "percent-encode it"))
    }

    /// The offending characters in words, at most three: `a space and "é"`.
    private static func describe(_ characters: [URLCharacters.Offending]) -> String {
        var words: [String] = []
        for character in characters where !words.contains(character.description) {
            words.append(character.description)
        }
        let shown = words.count > 3 ? Array(words.prefix(3)) + ["others"] : words
        guard shown.count > 1 else { return shown.joined() }
        return shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
    }
}
