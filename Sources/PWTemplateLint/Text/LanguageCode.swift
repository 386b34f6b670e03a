/// Whether a `localization` section key can match a device language (§10). The SDKs compare
/// keys exactly and case-sensitively with what the device reports: an ISO 639 code (`en`, `pt`,
/// `fil`), iOS adding a script (`zh-Hans`, `sr-Latn`), Android giving Chinese in full (`zh-CN`).
package enum LanguageCode {
    package enum Verdict: Equatable {
        case plausible
        /// Not shaped like a language code; the hint suggests one.
        case implausible(hint: String)
        /// A Chinese key, which only one platform reports (or neither).
        case chinese(reason: String)
    }

    package static func verdict(for key: String) -> Verdict {
        guard key != "default" else { return .plausible }
        let subtags = key.split(separator: "-", omittingEmptySubsequences: false)
        guard isPlausible(subtags) else { return .implausible(hint: hint(for: key)) }
        guard subtags[0] == "zh" else { return .plausible }
        let hasScript = subtags.count > 1 && subtags[1].count == 4
        let hasRegion = subtags.count > (hasScript ? 2 : 1)
        let reason = switch (hasScript, hasRegion) {
        case (true, false): "iOS reports it, but Android reports Chinese with a region (zh-CN, zh-Hans-CN)"
        case (_, true): "Android reports it, but iOS reports Chinese as zh-Hans or zh-Hant"
        case (false, false): "neither SDK reports it (Android sends zh-CN or zh-Hans-CN, iOS zh-Hans or zh-Hant)"
        }
        return .chinese(reason: reason)
    }

    /// `language[-Script][-REGION]`: 2–3 lower-case letters, a title-case four-letter script, a
    /// two-letter upper-case or three-digit region.
    private static func isPlausible(_ subtags: [Substring]) -> Bool {
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(isLowerASCII) else { return false }
        var rest = subtags.dropFirst()
        if let script = rest.first, script.count == 4, let initial = script.first, initial.isASCII, initial.isUppercase,
           script.dropFirst().allSatisfy(isLowerASCII) {
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let isLetters = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase }
            let isDigits = region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }
            guard isLetters || isDigits else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }

    private static func isLowerASCII(_ character: Character) -> Bool {
        character.isASCII && character.isLowercase
    }

    private static func hint(for key: String) -> String {
        let primary = key.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        if (2...3).contains(primary.count), primary.allSatisfy(isLowerASCII) {
            return "devices report the language as \"\(primary)\": name the section \"\(primary)\""
        }
        return "name the section with the ISO 639 code devices report, such as \"en\" or \"de\""
    }
}
