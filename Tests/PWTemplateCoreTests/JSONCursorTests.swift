import PWTemplateSyntax
import Testing

/// The cursor the checks walk: each step extends the JSON Pointer (RFC 6901 escapes), `null`
/// is a member like any other, and the ranges are the value's bytes.
@Suite struct JSONCursorTests {
    private static let text = #"{"a/b": {"m~n": [1, null, "x"]}, "z": null}"#

    private static func root() throws -> JSONCursor {
        try #require(JSONParser.parse(Array(text.utf8)).cursor)
    }

    @Test func stepsExtendThePointer() throws {
        let list = try #require(try Self.root()["a/b"]?["m~n"])
        #expect(list.pointer == "/a~1b/m~0n")
        let elements = try #require(list.elements)
        #expect(elements.map(\.pointer) == ["/a~1b/m~0n/0", "/a~1b/m~0n/1", "/a~1b/m~0n/2"])
        #expect(elements.map(\.typeName) == ["number", "null", "string"])
        #expect(elements[2].string == "x" && elements[1].isNull && list.isArray && !list.isObject)
        #expect(try Self.root().pointer(of: "q") == "/q")
    }

    @Test func nullIsAMemberAndAbsentIsNot() throws {
        let root = try Self.root()
        #expect(root["z"]?.isNull == true)
        #expect(root["missing"] == nil)
        #expect(root["z"]?.elements == nil && root["z"]?.members == nil && root["z"]?.string == nil)
        #expect(root.members?.map(\.key) == ["a/b", "z"])
    }

    @Test func rangesAreTheValuesBytes() throws {
        let inner = try #require(try Self.root()["a/b"])
        let bytes = Array(Self.text.utf8)
        #expect(String(decoding: bytes[inner.range.bytes], as: UTF8.self) == #"{"m~n": [1, null, "x"]}"#)
        #expect(String(decoding: bytes[inner.opening.bytes], as: UTF8.self) == "{")
    }
}
