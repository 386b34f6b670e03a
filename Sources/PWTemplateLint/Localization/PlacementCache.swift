import PWTemplateSyntax

/// The placements each substitution pass finds, kept while the language variants of one template
/// are resolved. A pass finds the same placements in the same text whatever the language, so the
/// first pass over each string is matched once per platform instead of once per language.
final class PlacementCache {
    private struct Key: Hashable {
        var platform: Platform
        var pass: Int
        var content: ExactText
    }

    private var found: [Key: [SubstitutionPass.Placement]] = [:]

    /// The placements of `pass` (the `index`-th of `platform`'s passes) in `content`.
    func placements(
        of pass: SubstitutionPass, index: Int, platform: Platform, in content: String
    ) -> [SubstitutionPass.Placement] {
        let key = Key(platform: platform, pass: index, content: ExactText(string: content))
        if let placements = found[key] { return placements }
        let placements = pass.placements(in: content)
        found[key] = placements
        return placements
    }
}
