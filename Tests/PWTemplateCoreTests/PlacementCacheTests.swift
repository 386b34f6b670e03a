@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Resolving through a shared `PlacementCache` renders exactly what resolving alone renders.
@Suite struct PlacementCacheTests {
    static let values = [
        "{{title|text|Spring sale}}", "Hi {{name|text|friend}}, {{offer|text|}}!", "{tier|text|gold}",
        "{{a|text|{b|text|x}}}", "{{{{k|text|d}}}}", "{plan|text|}", "no placeholder", "{{broken|text",
    ]
    static let dictionaries: [[String: String]?] = [
        nil, ["title": "Frühling", "name": "Ana", "a": "{b|text|y}"], ["title": "Printemps", "offer": "{{title|text|z}}"],
    ]

    @Test(arguments: Platform.allCases)
    func sharedMatchesRenderAsAlone(_ platform: Platform) {
        let cache = PlacementCache()
        for dictionary in Self.dictionaries {
            for value in Self.values {
                let alone = PlaceholderResolver.resolve(value, dictionary: dictionary, platform: platform)
                let shared = PlaceholderResolver.resolve(value, dictionary: dictionary ?? [:], tags: [:], platform: platform, cache: cache)
                #expect(shared == alone, "\(value) with \(dictionary ?? [:])")
            }
        }
    }

    /// Values resolved by their slot (the variants of a template) render as alone too, also when
    /// a pass changes the value and the next passes match the changed text.
    @Test(arguments: Platform.allCases)
    func valuesResolvedBySlotRenderAsAlone(_ platform: Platform) {
        let cache = PlacementCache(slots: Self.values.count)
        for dictionary in Self.dictionaries {
            for (slot, value) in Self.values.enumerated() {
                let alone = PlaceholderResolver.resolve(value, dictionary: dictionary, platform: platform)
                let bySlot = PlaceholderResolver.resolve(
                    value, dictionary: dictionary ?? [:], tags: [:], platform: platform, cache: cache, slot: slot)
                #expect(bySlot == alone, "\(value) with \(dictionary ?? [:])")
            }
        }
    }

    /// `é` and `e` + U+0301 are equal as `String`s, but the SDKs match placeholder texts
    /// literally: the cache and the iOS replacement table must keep them apart.
    @Test(arguments: Platform.allCases)
    func canonicallyEquivalentTextsAreKeptApart(_ platform: Platform) {
        let cache = PlacementCache()
        let values = ["{{caf\u{E9}|text|x}} {{cafe\u{301}|text|y}}", "{{cafe\u{301}|text|y}} {{caf\u{E9}|text|x}}", "{{cafe\u{301}|text|y}}"]
        for value in values {
            let alone = PlaceholderResolver.resolve(value, dictionary: nil, platform: platform)
            let shared = PlaceholderResolver.resolve(value, dictionary: [:], tags: [:], platform: platform, cache: cache)
            #expect(Array(shared.unicodeScalars) == Array(alone.unicodeScalars), "\(value)")
        }
        #expect(Array(PlaceholderResolver.resolve(values[0], dictionary: nil, platform: platform).unicodeScalars) == Array("x y".unicodeScalars))
    }
}
