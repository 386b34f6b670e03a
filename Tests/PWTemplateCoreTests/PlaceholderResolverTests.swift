@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// One string value, a dictionary, and what each SDK renders.
struct RenderingCase: CustomTestStringConvertible, Sendable {
    var value: String
    var dictionary: [String: String]?
    var android: String
    var ios: String
    var tags: [String: String] = [:]

    var testDescription: String { "\(value) with \(dictionary ?? [:])" }
}

/// The two SDK grammars (§11.1, §11.2), the §14 divergence rows 8–13, and the localisation cases
/// of the SDKs' own tests (§17), re-expressed.
@Suite struct PlaceholderResolverTests {
    static let grammarCases: [RenderingCase] = [
        // §11.1 / §11.2: the plain three-part form, found and missing.
        RenderingCase(value: "{{Name|text|Def}}", dictionary: ["Name": "Alice"], android: "Alice", ios: "Alice"),
        RenderingCase(value: "{{Name|text|Def}}", dictionary: [:], android: "Def", ios: "Def"),
        RenderingCase(value: "{{Name|text|Def}}", dictionary: nil, android: "Def", ios: "Def"),
        // A found value goes through the modifier on both.
        RenderingCase(value: "{{Name|UPPERCASE|Def}}", dictionary: ["Name": "alice"], android: "ALICE", ios: "ALICE"),
        // The two-part form: a missing key renders the key itself (iOS applies a case modifier to it).
        RenderingCase(value: "{{Name|text}}", dictionary: ["Name": "Alice"], android: "Alice", ios: "Alice"),
        RenderingCase(value: "{{Name|text}}", dictionary: [:], android: "Name", ios: "Name"),
        RenderingCase(value: "{{name|UPPERCASE}}", dictionary: [:], android: "name", ios: "NAME"),
        // §14 row 8: the empty default lands in Android's pass 3.
        RenderingCase(value: "{{Name|text|}}", dictionary: [:], android: "Name", ios: ""),
        RenderingCase(value: "{{Name|text|}}", dictionary: ["Name": "Hi"], android: "Hi", ios: "Hi"),
        RenderingCase(value: "{{Z4JXQGaoND.text|text|}}", dictionary: [:], android: "Z4JXQGaoND.text", ios: ""),
        // §14 row 9: TYPE `dollar|` is unknown on Android; a one-character TYPE lands in pass 3.
        RenderingCase(value: "{{Price|dollar|}}", dictionary: ["Price": "1000"], android: "1000", ios: "$1,000"),
        RenderingCase(value: "{{when|l|x}}", dictionary: ["when": "0"], android: "0", ios: "Thursday"),
        RenderingCase(value: "{{when|l|x}}", dictionary: [:], android: "when", ios: "x"),
        // §14 row 10: case modifiers apply to defaults on iOS only; value formatters never to defaults.
        RenderingCase(value: "{{kk|UPPERCASE|hi}}", dictionary: [:], android: "hi", ios: "HI"),
        RenderingCase(value: "{{kk|lowercase|HI}}", dictionary: [:], android: "HI", ios: "hi"),
        RenderingCase(value: "{{price|dollar|1000}}", dictionary: [:], android: "1000", ios: "1000"),
        // §14 row 11: CapitalizeFirst / CapitalizeAllFirst keep (Android) or lower-case (iOS) the rest.
        RenderingCase(value: "{{kk|CapitalizeFirst|x}}", dictionary: ["kk": "hELLO wORLD"], android: "HELLO wORLD", ios: "Hello world"),
        RenderingCase(value: "{{kk|CapitalizeAllFirst|x}}", dictionary: ["kk": "hELLO wORLD"], android: "HELLO WORLD", ios: "Hello World"),
        // §14 row 12: a one-character KEY needs two characters on Android.
        RenderingCase(value: "{{a|t|d}}", dictionary: ["a": "A"], android: "{{a|t|d}}", ios: "A"),
        RenderingCase(value: "{{a|t|d}}", dictionary: [:], android: "{{a|t|d}}", ios: "d"),
        RenderingCase(value: "{X|type|Fb}", dictionary: nil, android: "{X|type|Fb}", ios: "Fb"),
        // With a longer TYPE, Android's single-brace pass 5 takes `{{a|text|d}` as the tag `{a`.
        RenderingCase(value: "{{a|text|d}}", dictionary: ["a": "A"], android: "d}", ios: "A"),
        // §14 row 13: `|` inside a default is part of it on Android (lazy groups), no match on iOS.
        RenderingCase(value: "{{Name|text|a|b}}", dictionary: [:], android: "a|b", ios: "{{Name|text|a|b}}"),
        RenderingCase(value: "{{Name|text|a|b}}", dictionary: ["Name": "N"], android: "N", ios: "{{Name|text|a|b}}"),
        // Several placeholders in one value; text around them stays.
        RenderingCase(value: "{{aa|text|x}} and {{bb|text|y}}!", dictionary: ["bb": "B"], android: "x and B!", ios: "x and B!"),
        // Each match's text is replaced everywhere in the value.
        RenderingCase(value: "{{aa|text|x}}/{{aa|text|x}}", dictionary: ["aa": "A"], android: "A/A", ios: "A/A"),
        // Android collects pass 1's matches first: a translation holding a later match's text is replaced too.
        RenderingCase(value: "{{aa|text|x}} {{bb|text|y}}", dictionary: ["aa": "{{bb|text|y}}", "bb": "B"], android: "B B", ios: "B B"),
        // Single-brace tags: absent on Android 6.10.0 and on a device without the tag.
        RenderingCase(value: "{Discount|type|Fallback}", dictionary: nil, android: "Fallback", ios: "Fallback"),
        RenderingCase(value: "{Discount|type|}", dictionary: nil, android: "", ios: ""),
        RenderingCase(value: "{UserName|CapitalizeAllFirst|pes}", dictionary: nil, android: "pes", ios: "Pes"),
        // Single pipe: neither grammar.
        RenderingCase(value: "{City|UPPERCASE}", dictionary: nil, android: "{City|UPPERCASE}", ios: "{City|UPPERCASE}"),
        // Pass 1 on Android is DOTALL; the groups may hold a line break on iOS too.
        RenderingCase(value: "{{Note|text|line 1\nline 2}}", dictionary: [:], android: "line 1\nline 2", ios: "line 1\nline 2"),
        // An empty string and a string without placeholders are unchanged.
        RenderingCase(value: "", dictionary: ["k": "v"], android: "", ios: ""),
        RenderingCase(value: "Spring {sale} | 50% }}", dictionary: ["sale": "x"], android: "Spring {sale} | 50% }}", ios: "Spring {sale} | 50% }}"),
        // Unclosed and empty groups stay verbatim on both.
        RenderingCase(value: "{{title|text|Spring sale", dictionary: [:], android: "{{title|text|Spring sale", ios: "{{title|text|Spring sale"),
        // An empty KEY: iOS's single-brace pass 4 takes `{{|text|d}` as the tag `{`.
        RenderingCase(value: "{{|text|d}}", dictionary: [:], android: "{{|text|d}}", ios: "d}"),
    ]

    @Test(arguments: grammarCases)
    func rendersLikeEachSDK(_ rendering: RenderingCase) {
        #expect(PlaceholderResolver.resolve(rendering.value, dictionary: rendering.dictionary, platform: .android) == rendering.android)
        #expect(PlaceholderResolver.resolve(rendering.value, dictionary: rendering.dictionary, platform: .ios) == rendering.ios)
    }

    /// The SDKs' own localiser tests (§17), re-expressed: values come from the parsed JSON, so a
    /// translation with quotes or a line break needs no escaping.
    static let sdkTestCases: [RenderingCase] = [
        RenderingCase(value: "{{Promo|text|def}}", dictionary: ["Promo": "line1\nline2 \"q\""], android: "line1\nline2 \"q\"", ios: "line1\nline2 \"q\""),
        RenderingCase(value: "{{Promo|text|def}}", dictionary: ["Promo": ""], android: "", ios: ""),
        RenderingCase(value: "https://cdn/{{Img|text|fallback.png}}", dictionary: ["Img": "hero.png"], android: "https://cdn/hero.png", ios: "https://cdn/hero.png"),
        RenderingCase(value: "{{Greeting|text|Hi}}", dictionary: ["Greeting": "Hello"], android: "Hello", ios: "Hello"),
        RenderingCase(value: "{{missing|text|Fallback}}", dictionary: ["greeting": "Hello"], android: "Fallback", ios: "Fallback"),
        RenderingCase(value: "plain", dictionary: ["K": "V"], android: "plain", ios: "plain"),
        // A tag inside a translation is resolved by the later single-brace passes.
        RenderingCase(value: "{{Welcome|text|def}}", dictionary: ["Welcome": "Hi {Name|CapitalizeFirst|friend}!"], android: "Hi friend!", ios: "Hi Friend!"),
        RenderingCase(value: "{{t3.text|text}}", dictionary: ["t3.text": "Button {UserName|CapitalizeAllFirst|пес}"], android: "Button пес", ios: "Button Пес"),
        RenderingCase(
            value: "{{t3.text|text}}", dictionary: ["t3.text": "Button {UserName|CapitalizeAllFirst|pes}"],
            android: "Button Alexey", ios: "Button Alexey", tags: ["UserName": "alexey"]),
        // A double-brace tag in the raw config never reaches the tag passes.
        RenderingCase(value: "{{UserName|CapitalizeAllFirst|pes}}", dictionary: [:], android: "pes", ios: "Pes", tags: ["UserName": "alexey"]),
        // A double-brace placeholder inside a translation: Android's pass 2 reads tags; iOS's tag
        // pass reads `{{…}` as the tag `{UserName` and leaves a stray brace.
        RenderingCase(
            value: "{{Welcome|text|d}}", dictionary: ["Welcome": "Hello {{UserName|UPPERCASE|friend}}"],
            android: "Hello ALEXEY", ios: "Hello FRIEND}", tags: ["UserName": "alexey"]),
        RenderingCase(
            value: "{{Welcome|text|d}}", dictionary: ["Welcome": "Hello {{UserName|UPPERCASE|friend}}"],
            android: "Hello friend", ios: "Hello FRIEND}"),
        RenderingCase(value: "{Discount|text|}", dictionary: [:], android: "50%", ios: "50%", tags: ["Discount": "50%"]),
        RenderingCase(value: "Message {City|UPPERCASE|}", dictionary: [:], android: "Message TBILISI", ios: "Message TBILISI", tags: ["City": "Tbilisi"]),
        RenderingCase(value: "{City|UPPERCASE}", dictionary: [:], android: "{City|UPPERCASE}", ios: "{City|UPPERCASE}", tags: ["City": "Berlin"]),
    ]

    @Test(arguments: sdkTestCases)
    func reproducesTheSDKTests(_ rendering: RenderingCase) {
        let dictionary = rendering.dictionary ?? [:]
        #expect(PlaceholderResolver.resolve(rendering.value, dictionary: dictionary, tags: rendering.tags, platform: .android) == rendering.android)
        #expect(PlaceholderResolver.resolve(rendering.value, dictionary: dictionary, tags: rendering.tags, platform: .ios) == rendering.ios)
    }

    @Test func aLongHostileValueStaysFast() {
        let hostile = String(repeating: "{{ab|cd|", count: 2_000) + String(repeating: "|", count: 2_000)
        #expect(PlaceholderResolver.resolve(hostile, dictionary: [:], platform: .android) == hostile)
        #expect(PlaceholderResolver.resolve(hostile, dictionary: [:], platform: .ios) == hostile)
    }
}
