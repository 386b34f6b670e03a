import Testing
@testable import PWTemplateCore

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
}
