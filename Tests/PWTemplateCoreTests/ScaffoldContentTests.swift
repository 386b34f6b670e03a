@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// What the scaffolds hold: the format of the files, each type's showcase content, the
/// minimal cut and the localised form.
@Suite struct ScaffoldContentTests {
    private func files(_ type: DisplayType, minimal: Bool = false, languages: String? = nil) throws -> [ScaffoldFile] {
        let languages = try languages.map { list throws in try ScaffoldLanguages(parsing: list) }
        return Scaffold.files(for: ScaffoldRequest(displayType: type, isMinimal: minimal, languages: languages))
    }

    private func block(_ type: DisplayType, minimal: Bool = false) throws -> JSONNode {
        let root = try #require(JSONParser.parse(try files(type, minimal: minimal)[0].bytes).root)
        return try #require(root[type.rawValue])
    }

    @Test(arguments: DisplayType.allCases)
    func filesArePrettyPrintedWithTheTypeFirst(_ type: DisplayType) throws {
        let text = String(decoding: try files(type)[0].bytes, as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"displayType\": \"\(type.rawValue)\",\n  \"\(type.rawValue)\": {\n    \"showClose\": true,\n"))
        #expect(text.hasSuffix("}\n"))
        #expect(try files(type).map(\.name) == ["native-config.json"])
    }

    @Test(arguments: DisplayType.allCases)
    func mediaAreHTTPSExamplesAndColoursHaveAlpha(_ type: DisplayType) throws {
        var media: [String] = []
        var colors: [String] = []
        collect(try block(type), key: nil, media: &media, colors: &colors)
        #expect(!(colors + media).isEmpty)
        for color in colors {
            #expect(color.count == 9 && color.hasPrefix("#") && color.dropFirst().allSatisfy(\.isHexDigit), "\(color)")
        }
        for url in media {
            #expect(url.hasPrefix("https://example.com/"), "\(url)")
        }
    }

    private func collect(_ node: JSONNode, key: String?, media: inout [String], colors: inout [String]) {
        switch node.value {
        case .string(let text):
            if ["image", "poster", "fallback"].contains(key) || key == "url" && text.hasPrefix("https:") { media.append(text) }
            if ["color", "background"].contains(key) { colors.append(text) }
        case .array(let elements):
            for element in elements { collect(element, key: key, media: &media, colors: &colors) }
        case .object(let members):
            for member in members { collect(member.value, key: member.key, media: &media, colors: &colors) }
        case .number, .bool, .null:
            break
        }
    }

    @Test(arguments: [DisplayType.modal, .sheet, .fullscreen])
    func cardsHaveALinkButtonAndACloseButton(_ type: DisplayType) throws {
        let buttons = try #require(try block(type)["buttons"]?.elements)
        #expect(buttons.count == 2)
        #expect(buttons[0]["action"]?["type"]?.string == "url")
        #expect(buttons[0]["action"]?["url"]?.string?.hasPrefix("myapp://") == true)
        #expect(buttons[1]["action"]?["type"]?.string == "close")
    }

    @Test func eachTypeShowsOffItsOwnFields() throws {
        #expect(try block(.banner)["autoDismiss"]?.number == "8")
        #expect(try block(.carousel)["items"]?.elements?.count == 3)
        #expect(try block(.stories)["items"]?.elements?.count == 3)
        #expect(try block(.scratchcard)["reward"]?["code"]?.string == "SCRATCH15")
        for type in [DisplayType.video, .pip] {
            #expect(try block(type)["url"]?.string?.hasSuffix(".mp4") == true)
        }
        let segments = try #require(try block(.spinwheel)["segments"]?.elements)
        #expect(segments.count == 6)
        #expect(Set(segments.compactMap { $0["weight"]?.number }).count > 1)
        #expect(segments.allSatisfy { $0["message"]?["text"]?.string != nil && $0["reward"]?["code"]?.string != nil })
    }

    @Test(arguments: DisplayType.allCases)
    func minimalKeepsTheRequiredFieldsAndATitle(_ type: DisplayType) throws {
        let schema = NativeConfigSchema.block(for: type)
        let keys = try #require(try block(type, minimal: true).members).map(\.key)
        let required = schema.fields.filter(\.isRequired).map(\.name)
        #expect(Set(keys).isSuperset(of: required))
        #expect(Set(keys).subtracting(required).isSubset(of: ["title"]))
        #expect(try files(type, minimal: true)[0].bytes.count < files(type)[0].bytes.count)
    }

    @Test func minimalListsHaveTheirMinimumCount() throws {
        #expect(try block(.modal, minimal: true)["buttons"]?.elements?.count == 0)
        #expect(try block(.stories, minimal: true)["items"]?.elements?.count == 1)
        #expect(try block(.spinwheel, minimal: true)["segments"]?.elements?.count == 2)
        #expect(try block(.spinwheel, minimal: true)["reward"]?.members?.map(\.key) == ["code"])
        #expect(try block(.banner, minimal: true)["action"]?["url"]?.string == "myapp://offers/spring")
    }

    @Test func languagesTurnTextsIntoPlaceholdersWithTranslations() throws {
        let files = try files(.modal, languages: "en,de")
        #expect(files.map(\.name) == ["native-config.json", "pushwoosh.json"])
        let modal = try #require(JSONParser.parse(files[0].bytes).root?["modal"])
        #expect(modal["title"]?["text"]?.string == "{{title|text|Spring sale: up to 40% off}}")
        #expect(modal["buttons"]?.elements?[1]["text"]?["text"]?.string == "{{button2|text|Maybe later}}")
        #expect(String(decoding: files[1].bytes, as: UTF8.self) == """
            {
              "default_language": "en",
              "localization": {
                "en": {
                  "title": "Spring sale: up to 40% off",
                  "message": "Fresh styles for the new season. The offer ends Sunday.",
                  "button1": "Shop the sale",
                  "button2": "Maybe later"
                },
                "de": {
                  "title": "[de] Spring sale: up to 40% off",
                  "message": "[de] Fresh styles for the new season. The offer ends Sunday.",
                  "button1": "[de] Shop the sale",
                  "button2": "[de] Maybe later"
                }
              }
            }

            """)
    }

    @Test(arguments: DisplayType.allCases)
    func translationKeysAreUniqueAndCopyIsPlaceholderSafe(_ type: DisplayType) throws {
        let pushwoosh = try #require(JSONParser.parse(try files(type, languages: "fr,en")[1].bytes).root)
        #expect(pushwoosh["default_language"]?.string == "fr")
        let section = try #require(pushwoosh["localization"]?["fr"]?.members)
        #expect(Set(section.map(\.key)).count == section.count)
        for member in section {
            let copy = try #require(member.value.string)
            #expect(!copy.contains { "{}|".contains($0) }, "\(member.key): \(copy)")
            #expect(pushwoosh["localization"]?["en"]?[member.key]?.string == "[en] " + copy)
        }
    }
}

extension JSONNode {
    fileprivate var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    fileprivate var number: String? {
        if case .number(let text) = value { return text }
        return nil
    }

    fileprivate var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    fileprivate var members: [JSONMember]? {
        if case .object(let members) = value { return members }
        return nil
    }
}
