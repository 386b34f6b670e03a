import PWTemplateLint
import PWTemplateSyntax

/// Merges the findings of every language variant of a template: a finding every variant shares
/// is reported once as it is; one that only some variants have is reported per language (or per
/// platform, when a whole platform has it), with its ``Diagnostic/variant`` set: the language
/// section or the key-missing case, and the platform.
package struct VariantFindings {
    /// What makes two variants' findings the same finding.
    private struct Identity: Hashable {
        var rule: String
        var severity: Severity
        var message: String
        var pointer: String?
        var range: SourceRange?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule.id
            severity = diagnostic.severity
            message = diagnostic.message
            pointer = diagnostic.location.pointer
            range = diagnostic.location.range
        }
    }

    /// The words that start the message of a finding only the key-missing case has (after the platform).
    package static let keyMissingWords = "when a key is missing (placeholder defaults): "

    private let variants: [LanguageVariant]
    /// Where the fixes of findings about placeholder values go.
    private let fixes: VariantFixes
    /// Each distinct finding, in the order first seen, with the variants that have it.
    private var findings: [(diagnostic: Diagnostic, variants: Set<Int>)] = []
    /// Where each identity stands in `findings`.
    private var positions: [Identity: Int] = [:]

    init(variants: [LanguageVariant], fixes: VariantFixes) {
        self.variants = variants
        self.fixes = fixes
    }

    /// Records the findings that the variants at `indices` all have. Variants whose
    /// findings are known to be equal are added at once: each finding is hashed once, not once
    /// per variant.
    mutating func add(_ diagnostics: [Diagnostic], ofVariants indices: [Int]) {
        for diagnostic in diagnostics {
            let identity = Identity(diagnostic)
            if let position = positions[identity] {
                findings[position].variants.formUnion(indices)
            } else {
                positions[identity] = findings.count
                findings.append((diagnostic, Set(indices)))
            }
        }
    }

    /// The merged findings, in the order first seen.
    var diagnostics: [Diagnostic] {
        findings.flatMap { split($0.diagnostic, seenIn: $0.variants) }
    }

    /// Where a finding that not every variant has applies.
    private enum Scope {
        /// Every language on one platform.
        case platform(Platform)
        /// One language, on one platform or (`nil`) on every targeted one.
        case language(String, Platform?)
        /// No translation applies, so placeholders render their missing-key results.
        case keyMissing(Platform?)
    }

    private func split(_ diagnostic: Diagnostic, seenIn seen: Set<Int>) -> [Diagnostic] {
        if seen.count == variants.count {
            var copy = diagnostic
            copy.fix = fixes.fix(diagnostic.fix, for: variants)
            return [copy]
        }
        var remaining = seen
        var scopes: [(scope: Scope, variants: Set<Int>)] = []
        for platform in Platform.allCases {
            let ofPlatform = Set(variants.indices.filter { variants[$0].platform == platform })
            let hasLanguages = ofPlatform.contains { variants[$0].language != nil }
            guard hasLanguages, ofPlatform.isSubset(of: seen) else { continue }
            remaining.subtract(ofPlatform)
            scopes.append((.platform(platform), ofPlatform))
        }
        // Language by language in file order; the key-missing case last.
        let targeted = Set(variants.map(\.platform))
        var languages: [String?] = []
        for index in remaining.sorted() where !languages.contains(variants[index].language) {
            languages.append(variants[index].language)
        }
        for language in languages {
            let ofLanguage = remaining.filter { variants[$0].language == language }
            let platforms = Set(ofLanguage.map { variants[$0].platform })
            let platform = platforms == targeted ? nil : platforms.first
            scopes.append((language.map { .language($0, platform) } ?? .keyMissing(platform), ofLanguage))
        }
        return scopes.map { labelled(diagnostic, $0.scope, variants: $0.variants) }
    }

    /// `diagnostic` as the variants at `indices`, which make up `scope`, have it.
    private func labelled(_ diagnostic: Diagnostic, _ scope: Scope, variants indices: Set<Int>) -> Diagnostic {
        var copy = diagnostic
        copy.fix = fixes.fix(diagnostic.fix, for: indices.sorted().map { variants[$0] })
        switch scope {
        case .platform(let platform):
            copy.platform = platform
            copy.message = "on \(platform.displayName), in every language: " + diagnostic.message
        case .language(let language, let platform):
            copy.language = language
            if let platform { copy.platform = platform }
        case .keyMissing(let platform):
            copy.variant = FindingVariant(translation: .keyMissing, platform: platform ?? diagnostic.platform, appearance: diagnostic.variant?.appearance)
            let place = platform.map { "on \($0.displayName), " } ?? ""
            copy.message = place + Self.keyMissingWords + diagnostic.message
        }
        return copy
    }
}
