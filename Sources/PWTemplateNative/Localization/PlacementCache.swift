import PWTemplateLint
import PWTemplateSyntax

/// The placements each substitution pass finds, kept while the language variants of one template
/// are resolved. A pass finds the same placements in the same text whatever the language, so each
/// pass over each string is matched once per platform instead of once per language.
///
/// The values of a template are known before any is resolved: a value resolved by its slot (its
/// index among them) keeps the placements found in it as written by slot, platform and pass, with
/// no hashing. A text that an earlier pass changed is kept by its exact bytes.
final class PlacementCache {
    private struct Key: Hashable {
        var platform: Platform
        var pass: Int
        var content: ExactText
    }

    private var found: [Key: [SubstitutionPass.Placement]] = [:]
    /// By slot, platform and pass: the placements in a value as written (`nil`: not matched yet).
    private var inValues: [[SubstitutionPass.Placement]?]
    private static let passLimit = max(SubstitutionPass.android.count, SubstitutionPass.ios.count)
    private static let platforms = Platform.allCases

    /// A cache for `slots` values resolved by slot (none: every text is kept by its bytes).
    init(slots: Int = 0) {
        inValues = Array(repeating: nil, count: slots * Self.platforms.count * Self.passLimit)
    }

    /// The placements of `pass` (the `index`-th of `platform`'s passes) in `content`; `slot` is
    /// the slot of the value when `content` is that value as written.
    func placements(
        of pass: SubstitutionPass, index: Int, platform: Platform, in content: String, slot: Int?
    ) -> [SubstitutionPass.Placement] {
        if let slot {
            let platformIndex = Self.platforms.firstIndex(of: platform) ?? 0
            let position = (slot * Self.platforms.count + platformIndex) * Self.passLimit + index
            if let placements = inValues[position] { return placements }
            let placements = pass.placements(in: content)
            inValues[position] = placements
            return placements
        }
        let key = Key(platform: platform, pass: index, content: ExactText(string: content))
        if let placements = found[key] { return placements }
        let placements = pass.placements(in: content)
        found[key] = placements
        return placements
    }
}
