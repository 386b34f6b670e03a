/// Renders placeholders exactly as each SDK does (§11): the passes in order, each collecting its
/// matches first and then replacing every occurrence of each match's text.
public enum PlaceholderResolver {
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
        // Every pattern starts with `{`: without one, no pass matches and the value is unchanged.
        guard value.utf8.contains(UInt8(ascii: "{")) else { return value }
        var content = Array(value.unicodeScalars)
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
                    content.replaceAll(placement.text, with: found ?? placement.missingValue)
                    if pass.missing == .empty {
                        // PlaceholderSubstitutor replaces a `{K|T|}` match a second time with KEY as the
                        // default: a no-op unless the first replacement re-created the match's text.
                        content.replaceAll(placement.text, with: found ?? placement.key)
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
                    content.replaceAll(text, with: replacements[text] ?? "")
                }
            }
        }
        return String(scalars: content)
    }
}

extension [Unicode.Scalar] {
    /// Replaces every non-overlapping occurrence of `target`, left to right (`String.replace`).
    mutating func replaceAll(_ target: [Unicode.Scalar], with replacement: String) {
        guard !target.isEmpty, count >= target.count else { return }
        let inserted = Array(replacement.unicodeScalars)
        var result: [Unicode.Scalar] = []
        var index = 0
        var replaced = false
        while index < count {
            if index + target.count <= count, self[index] == target[0], self[index..<index + target.count].elementsEqual(target) {
                result += inserted
                index += target.count
                replaced = true
            } else {
                result.append(self[index])
                index += 1
            }
        }
        if replaced { self = result }
    }
}
