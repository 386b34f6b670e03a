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
        value.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "{")) } ?? value.utf8.contains(UInt8(ascii: "{"))
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
        var content = value
        var budget = workLimit + 64 * value.utf8.scalarCount
        substitute(&content, dictionary: dictionary, tags: tags, platform: platform, cache: cache, budget: &budget)
        return content
    }

    /// Runs `platform`'s passes over `content`; stops early when `budget` runs out.
    private static func substitute(
        _ content: inout String, dictionary: [String: String], tags: [String: String], platform: Platform,
        cache: PlacementCache?, budget: inout Int
    ) {
        func placements(of pass: SubstitutionPass, index: Int) -> [SubstitutionPass.Placement] {
            cache?.placements(of: pass, index: index, platform: platform, in: content) ?? pass.placements(in: content)
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

extension Sequence<UInt8> {
    /// The number of Unicode scalars these UTF-8 bytes encode: the bytes that are not continuation bytes.
    var scalarCount: Int {
        reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }
}

extension String {
    /// Replaces every non-overlapping occurrence of `target`, left to right (`String.replace`
    /// over Unicode scalars), taking the scalars scanned and written from `budget`. Returns
    /// false, changing nothing, when the budget runs out.
    ///
    /// Works on the UTF-8 bytes: `target` starts with a byte that is no continuation byte, so
    /// its byte matches start exactly at the scalar positions where its scalars match, and the
    /// leftmost non-overlapping matches are the same. Budgets count scalars, as before.
    mutating func replaceAll(_ target: String, with replacement: String, budget: inout Int) -> Bool {
        var target = target
        var replacement = replacement
        let outcome = withUTF8 { content in
            target.withUTF8 { target in
                replacement.withUTF8 { inserted in
                    ScalarReplacement.replacing(target, with: inserted, in: content, budget: &budget)
                }
            }
        }
        switch outcome {
        case .unchanged: return true
        case .replaced(let result): self = result
        case .replacedWhole: self = replacement
        case .overBudget: return false
        }
        return true
    }
}

/// `String.replaceAll` over UTF-8 buffers.
private enum ScalarReplacement {
    case unchanged
    case replaced(String)
    /// The content was the target itself: the result is the replacement, storage and all.
    case replacedWhole
    case overBudget

    static func replacing(
        _ target: UnsafeBufferPointer<UInt8>, with inserted: UnsafeBufferPointer<UInt8>, in content: UnsafeBufferPointer<UInt8>,
        budget: inout Int
    ) -> ScalarReplacement {
        let count = content.scalarCount
        budget -= count
        guard budget >= 0 else { return .overBudget }
        guard let first = target.first, count >= target.scalarCount else { return .unchanged }
        let insertedCount = inserted.scalarCount
        // A value that is one placeholder (the usual case) needs no copying.
        if target.count == content.count, content.baseAddress == target.baseAddress || content.elementsEqual(target) {
            guard insertedCount <= budget else { return .overBudget }
            budget -= insertedCount
            return .replacedWhole
        }
        var result: [UInt8] = []
        var resultCount = 0
        var index = 0
        var copied = 0
        while index + target.count <= content.count {
            guard content[index] == first, UnsafeBufferPointer(rebasing: content[index..<index + target.count]).elementsEqual(target) else {
                index += 1
                continue
            }
            let kept = UnsafeBufferPointer(rebasing: content[copied..<index])
            resultCount += kept.scalarCount
            guard resultCount + insertedCount <= budget else { return .overBudget }
            result.append(contentsOf: kept)
            result.append(contentsOf: inserted)
            resultCount += insertedCount
            index += target.count
            copied = index
        }
        guard copied > 0 else {
            budget -= count
            return .unchanged
        }
        let rest = UnsafeBufferPointer(rebasing: content[copied...])
        result.append(contentsOf: rest)
        budget -= resultCount + rest.scalarCount
        return .replaced(String(decoding: result, as: UTF8.self))
    }
}
