import PWTemplateLint
import PWTemplateSyntax

/// Renders placeholders exactly as each SDK does (§11): the passes in order, each collecting its
/// matches first and then replacing every occurrence of each match's text.
public enum PlaceholderResolver {
    /// How many scalars the replacements of one value may scan and write in all, beyond
    /// ``scalarAllowance`` per scalar of the value. A translation that re-creates the
    /// placeholders still to be replaced makes each replacement multiply the text (found by
    /// fuzzing: 360 bytes took a minute); past this budget the value is returned as far as it
    /// got. Real values use a few thousand; hundreds of placeholders in one value stay within it.
    public static let workLimit = 1 << 17
    /// The budget's part per scalar of the value: a value's own placeholders cost about its length
    /// each, so a long value of many placeholders needs more.
    public static let scalarAllowance = 512

    /// The budget of a value of `count` scalars.
    public static func budget(forScalars count: Int) -> Int {
        workLimit + scalarAllowance * count
    }

    /// Whether `value` can hold a placeholder: every placeholder form, and every pattern of every
    /// pass, starts with `{`. Other values are rendered unchanged.
    static func mayHavePlaceholders(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) } ?? value.utf8.contains(UInt8(ascii: "{"))
    }

    /// The string value as `platform`'s SDK renders it with `dictionary` (nil = no pushwoosh.json /
    /// the section fell through: every placeholder gets its missing-key result; tags are always
    /// absent, as on Android 6.10.0 and on an iOS device without the tag).
    public static func resolve(_ value: String, dictionary: [String: String]?, platform: Platform) -> String {
        resolve(value, dictionary: dictionary ?? [:], tags: [:], platform: platform)
    }

    /// The string value rendered with both the language dictionary and device tag values;
    /// `cache` shares the passes' matches between calls (the language variants of one template),
    /// by `slot` when the value is the `slot`-th of those the cache was made for.
    static func resolve(
        _ value: String, dictionary: [String: String], tags: [String: String], platform: Platform,
        cache: PlacementCache? = nil, slot: Int? = nil
    ) -> String {
        guard mayHavePlaceholders(value) else { return value }
        var content = value
        var budget = Self.budget(forScalars: value.utf8.scalarCount)
        substitute(&content, dictionary: dictionary, tags: tags, platform: platform, cache: cache, slot: slot, budget: &budget)
        return content
    }

    /// Runs `platform`'s passes over `content`; stops early when `budget` runs out.
    private static func substitute(
        _ content: inout String, dictionary: [String: String], tags: [String: String], platform: Platform,
        cache: PlacementCache?, slot: Int?, budget: inout Int
    ) {
        // The slot names `content` only until a pass finds something to replace in it.
        var slot = slot
        func placements(of pass: SubstitutionPass, index: Int) -> [SubstitutionPass.Placement] {
            let found = cache?.placements(of: pass, index: index, platform: platform, in: content, slot: slot) ?? pass.placements(in: content)
            if !found.isEmpty { slot = nil }
            return found
        }
        switch platform {
        case .android:
            for (index, pass) in SubstitutionPass.android.enumerated() {
                // Without a `{` left, this pass and every later one find nothing.
                guard mayHavePlaceholders(content) else { return }
                let values = pass.source == .dictionary ? dictionary : tags
                for placement in placements(of: pass, index: index) {
                    let found = values[placement.key].map { PlaceholderModifier.android($0, modifier: placement.modifier) }
                    guard content.replaceAll(placement.text, with: found ?? placement.missingValue, budget: &budget) else { return }
                    if pass.missing == .empty {
                        // PlaceholderSubstitutor replaces a `{K|T|}` match a second time with KEY as the
                        // default: a no-op unless the first replacement re-created the match's text.
                        guard content.replaceAll(placement.text, with: found ?? placement.key, budget: &budget) else { return }
                    }
                }
            }
        case .ios:
            for (index, pass) in SubstitutionPass.ios.enumerated() {
                guard mayHavePlaceholders(content) else { return }
                let values = pass.source == .dictionary ? dictionary : tags
                let replacements = placements(of: pass, index: index).map { placement in
                    let found = values[placement.key]
                    let replacement = PlaceholderModifier.ios(
                        found ?? placement.missingValue, modifier: placement.modifier, applyFormatters: found != nil)
                    return (text: placement.text, replacement: replacement)
                }
                for (text, replacement) in lastReplacements(replacements) {
                    guard content.replaceAll(text, with: replacement, budget: &budget) else { return }
                }
            }
        }
    }

    /// PWResource collects placement → replacement in a dictionary, then replaces each: every
    /// text once, in order of first appearance, with the replacement stored last.
    private static func lastReplacements(
        _ replacements: [(text: String, replacement: String)]
    ) -> [(text: String, replacement: String)] {
        guard replacements.count > 1 else { return replacements }
        var order: [String] = []
        var last: [ExactText: String] = [:]
        for (text, replacement) in replacements where last.updateValue(replacement, forKey: ExactText(string: text)) == nil {
            order.append(text)
        }
        return order.map { (text: $0, replacement: last[ExactText(string: $0)] ?? "") }
    }
}
