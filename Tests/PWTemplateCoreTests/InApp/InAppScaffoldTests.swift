@testable import PWTemplateInApp
import PWTemplateKinds
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `new inapp-<layout>` and `schema inapp`.
@Suite struct InAppScaffoldTests {
    @Test(arguments: InAppScaffold.names)
    func scaffoldLintsClean(_ name: String) throws {
        let files = try #require(InAppKind().scaffold(ScaffoldRequest(name: name)))
        #expect(files.map(\.name) == ["message.inapp.json"])
        let text = String(decoding: files[0].bytes, as: UTF8.self)
        #expect(InAppFixture.findings(text) == [])
        #expect(text.contains(#""format": "\#(name.dropFirst("inapp-".count))""#))
        for token in InAppStyleCheck.tokens { #expect(text.contains("\"\(token)\"")) }
        #expect(text.contains(#""type": "event""#))
    }

    @Test func otherNamesAreNotScaffolded() {
        #expect(InAppKind().scaffold(ScaffoldRequest(name: "modal")) == nil)
    }

    @Test func schemaIsNamedInapp() {
        let kind = InAppKind()
        #expect(kind.schemaNames == ["inapp"])
        let schema = kind.jsonSchema(named: "inapp")?.rendered() ?? ""
        #expect(schema.contains(#""pattern": "^#[0-9A-F]{6}$""#))
        #expect(schema.contains(#""maxItems": 2"#))
        #expect(kind.jsonSchema(named: "modal") == nil)
        #expect(KindRegistry.standard.jsonSchema(named: "inapp") != nil)
    }
}
