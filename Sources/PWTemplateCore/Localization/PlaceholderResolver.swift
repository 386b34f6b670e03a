/// Renders placeholders exactly as each SDK does (§11): the passes in order, each collecting its
/// matches first and then replacing every occurrence of each match's text.
public enum PlaceholderResolver {
    /// How many scalars the replacements of one value may scan and write in all, beyond 64 per
    /// scalar of the value. A translation that re-creates the placeholders still to be replaced
    /// makes each replacement multiply the text (found by fuzzing: 360 bytes took a minute);
    /// past this budget the value is returned as far as it got. Real values use a few thousand.
    public static let workLimit = 1 << 22

    /// Whether `value` can hold a placeholder: every placeholder form, and every pattern of every
    /// pass, starts with `{`. Other values are rendered unchanged.
    static func mayHavePlaceholders(_ value: String) -> Bool {
        value.utf8.contains(UInt8(ascii: "{"))
    }

    /// The string value as `platform`'s SDK renders it with `dictionary` (nil = no pushwoosh.json /
    /// the section fell through: every placeholder gets its missing-key result; tags are always
    /// absent, as on Android 6.10.0 and on an iOS device without the tag).
    public static func resolve(_ value: String, dictionary: [String: String]?, platform: Platform) -> String {
        resolve(value, dictionary: dictionary ?? [:], tags: [:], platform: platform)
    }

    /// The string value rendered with both the language dictionary and device tag values;
    /// `cache` shares the passes' matches between calls (the language variants of one template).
    static func resolve(
        _ value: String, dictionary: [String: String], tags: [String: String], platform: Platform, cache: PlacementCache? = nil
    ) -> String {
        guard mayHavePlaceholders(value) else { return value }
        var content = Array(value.unicodeScalars)
        var budget = workLimit + 64 * content.count
        substitute(&content, dictionary: dictionary, tags: tags, platform: platform, cache: cache, budget: &budget)
        return String(scalars: content)
    }

    /// Runs `platform`'s passes over `content`; stops early when `budget` runs out.
    private static func substitute(
        _ content: inout [Unicode.Scalar], dictionary: [String: String], tags: [String: String], platform: Platform,
        cache: PlacementCache?, budget: inout Int
    ) {
        func placements(of pass: SubstitutionPass, index: Int) -> [SubstitutionPass.Placement] {
            // Without a `{` left, this pass and every later one find nothing.
            guard content.contains("{") else { return [] }
            return cache?.placements(of: pass, index: index, platform: platform, in: content) ?? pass.placements(in: content)
        }
        switch platform {
        case .android:
            for (index, pass) in SubstitutionPass.android.enumerated() {
                let values = pass.source == .dictionary ? dictionary : tags
                for placement in placements(of: pass, index: index) {
                    let found = values[placement.key].map { PlaceholderModifier.android($0, type: placement.type) }
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
                let values = pass.source == .dictionary ? dictionary : tags
                // PWResource collects placement → replacement in a dictionary, then replaces each.
                var order: [[Unicode.Scalar]] = []
                var replacements: [[Unicode.Scalar]: String] = [:]
                for placement in placements(of: pass, index: index) {
                    let found = values[placement.key]
                    let replacement = PlaceholderModifier.ios(
                        found ?? placement.missingValue, type: placement.type, applyFormatters: found != nil)
                    if replacements.updateValue(replacement, forKey: placement.text) == nil { order.append(placement.text) }
                }
                for text in order {
                    guard content.replaceAll(text, with: replacements[text] ?? "", budget: &budget) else { return }
                }
            }
        }
    }
}

extension [Unicode.Scalar] {
    /// Replaces every non-overlapping occurrence of `target`, left to right (`String.replace`),
    /// taking the scalars scanned and written from `budget`. Returns false, changing nothing,
    /// when the budget runs out.
    mutating func replaceAll(_ target: [Unicode.Scalar], with replacement: String, budget: inout Int) -> Bool {
        budget -= count
        guard budget >= 0 else { return false }
        guard !target.isEmpty, count >= target.count else { return true }
        let inserted = Array(replacement.unicodeScalars)
        var result: [Unicode.Scalar] = []
        var index = 0
        var replaced = false
        while index < count {
            if index + target.count <= count, self[index] == target[0], self[index..<index + target.count].elementsEqual(target) {
                guard result.count + inserted.count <= budget else { return false }
                result += inserted
                index += target.count
                replaced = true
            } else {
                result.append(self[index])
                index += 1
            }
        }
        budget -= result.count
        if replaced { self = result }
        return true
    }
}
