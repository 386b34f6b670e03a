import Foundation
@testable import PWTemplateSyntax
import Testing

/// The tape the parser writes: its values read as Foundation's parser reads the same text,
/// each value's bytes parse alone to that value, pointers come from the parent indices, and a
/// repeated name is compared by its decoded value.
@Suite struct JSONTapeTests {
    static let documents = [
        #"{"a": [1, -2.5e3, true, false, null], "b": {"c": "d\u00e9\n\ud83d\ude00", "e": {}}, "f": [], "g": [[[]]]}"#,
        #"{"\u0041\/": "x", "plain": "caf\u00e9 \"quoted\" \\ back", "emoji": "😀", "n": 0}"#,
        #"  {"deep": {"er": {"est": [{"k": [0.5, {"z": ""}]}]}}}  "#,
    ]

    @Test(arguments: documents)
    func valuesReadAsFoundationReadsThem(_ text: String) throws {
        let cursor = try #require(JSONParser.parse(Array(text.utf8)).cursor)
        let expected = try JSONSerialization.jsonObject(with: Data(text.utf8))
        try Self.expect(cursor, matches: expected)
    }

    @Test(arguments: documents)
    func eachValuesBytesParseAloneToTheSameTree(_ text: String) throws {
        let bytes = Array(text.utf8)
        let root = try #require(JSONParser.parse(bytes).cursor)
        var pending = [root]
        while let value = pending.popLast() {
            let alone = try #require(JSONParser.parse(Array(bytes[value.byteRange])).cursor, "\(value.pointer)")
            #expect(JSONOutput(alone.tree()).rendered() == JSONOutput(value.tree()).rendered(), "\(value.pointer)")
            pending += value.elements ?? value.members?.map(\.value) ?? []
        }
    }

    @Test func pointersComeFromTheParents() throws {
        let text = #"{"a/b": [0, {"m~n": [null, "x"]}], "a/b": 1, "\u0063": [[], [{"d": 2}]]}"#
        let root = try #require(JSONParser.parse(Array(text.utf8)).cursor)
        let list = try #require(root.members?.first?.value)
        #expect(list.pointer == "/a~1b")
        let inner = try #require(list.elements?[1]["m~n"]?.elements?[1])
        #expect(inner.pointer == "/a~1b/1/m~0n/1" && inner.string == "x")
        // The lookup takes the last of two names; its pointer is the same.
        #expect(root["a/b"]?.numberText == "1" && root["a/b"]?.pointer == "/a~1b")
        #expect(root["c"]?.elements?[1].elements?[0]["d"]?.pointer == "/c/1/0/d")
    }

    @Test func namesAreComparedByTheirDecodedText() throws {
        let root = try #require(JSONParser.parse(Array(#"{"\u006Bey": 1, "k\"": 2}"#.utf8)).cursor)
        #expect(root["key"]?.numberText == "1")
        #expect(root["k\""]?.numberText == "2")
        #expect(root["k"] == nil && root["\\u006Bey"] == nil)
    }

    @Test func aRepeatedNameWithTheSameDecodedValueIsRepaired() throws {
        let same = JSONParser.parse(Array(#"{"a": ["\u0041", {"b": 1.0}], "a": ["A", {"b": 1.0}]}"#.utf8))
        #expect(same.problems.map(\.kind) == [.duplicateKey] && same.problems.first?.repair != nil)
        let different = JSONParser.parse(Array(#"{"a": {"b": 1.0}, "a": {"b": 1}}"#.utf8))
        #expect(different.problems.map(\.kind) == [.duplicateKey] && different.problems.first?.repair == nil)
        let reordered = JSONParser.parse(Array(#"{"a": {"b": 1, "c": 2}, "a": {"c": 2, "b": 1}}"#.utf8))
        #expect(reordered.problems.first?.repair == nil)
    }

    @Test func theDeepestNestingBuildsItsTreeAndPointer() throws {
        let depth = JSONParser.depthCeiling
        let text = "{\"k\":" + String(repeating: "[", count: depth - 1) + "7" + String(repeating: "]", count: depth - 1) + "}"
        let document = JSONParser.parse(Array(text.utf8), maxDepth: depth)
        var value = try #require(document.cursor?["k"])
        while let first = value.elements?.first { value = first }
        #expect(value.numberText == "7")
        #expect(value.pointer == "/k" + String(repeating: "/0", count: depth - 1))
        #expect(document.root != nil)
    }

    @Test func aPlacedTapeReportsTheFilesRangesAndPointers() throws {
        // `{"x":1}` written as the string value of "data" at bytes 9..<20 of a file.
        let tape = try #require(JSONParser.parse(Array(#"{"x":1}"#.utf8)).tape)
        let offsets = [10, 11, 13, 14, 16, 17, 18, 19]
        let placed = JSONCursor(tape: tape.placed(at: JSONTape.Origin(pointer: "/data", offsets: offsets, literal: 9..<20)))
        #expect(placed.pointer == "/data" && placed["x"]?.pointer == "/data/x")
        #expect(placed["x"]?.byteRange == 17..<18 && placed.members?.first?.keyRange == 11..<16)
        #expect(placed.tree().range == 10..<19)
    }

    @Test func aVariantReadsItsStringsAndLeavesTheBaseAndTheNames() throws {
        let text = #"{"a": "{{x}}", "b": ["keep", "{{y}}"], "{{name}}": "{{z}}"}"#
        let base = try #require(JSONParser.parse(Array(text.utf8)).tape)
        let variant = base.replacingStrings(where: { $0.hasPrefix("{{") }, with: ["X", "Y", "{{z}}"])
        let root = JSONCursor(tape: variant)
        #expect(root["a"]?.string == "X" && root["b"]?.elements?.map(\.string) == ["keep", "Y"])
        #expect(root["{{name}}"]?.string == "{{z}}" && root.members?.map(\.key) == ["a", "b", "{{name}}"])
        #expect(JSONCursor(tape: base)["a"]?.string == "{{x}}")
        // A variant of a variant keeps the first one's replacements.
        let upper = JSONCursor(tape: variant.mappingStrings { $0 == "keep" ? "KEEP" : $0 })
        #expect(upper["a"]?.string == "X" && upper["b"]?.elements?.map(\.string) == ["KEEP", "Y"])
        #expect(upper["a"]?.byteRange == root["a"]?.byteRange)
    }

    @Test func objectMembersWithinAValueComeInDocumentOrderAndSkippedOnesAreNotEntered() throws {
        let text = #"{"a": {"b": {"x": 1}, "dark": {"c": {}}, "d": [{"e": {}}, 4], "n": 2}, "f": "dark", "dark": {"g": {}}}"#
        let cursor = try #require(JSONParser.parse(Array(text.utf8)).cursor)
        var seen: [String] = []
        cursor.forEachObjectMemberWithin(skipping: { $0 == "dark" }) { key, value in seen.append(key + ":" + value.pointer) }
        #expect(seen == ["a:/a", "b:/a/b", "e:/a/d/0/e"])
        var all: [String] = []
        try #require(cursor["a"]).forEachObjectMemberWithin(skipping: { _ in false }) { _, value in all.append(value.pointer) }
        #expect(all == ["/a/b", "/a/dark", "/a/dark/c", "/a/d/0/e"])
    }

    @Test func anAssembledTapeCopiesValuesAndKeepsAVariantsStrings() throws {
        let text = #"{"a": [1, {"b": "c\u00e9"}], "d": true, "e": null, "f": {}, "g": "{{x}}"}"#
        let parsed = JSONParser.parse(Array(text.utf8))
        let source = try #require(parsed.cursor)
        let variant = JSONCursor(tape: source.tape.replacingStrings(where: { $0.hasPrefix("{{") }, with: ["X"]))
        let members = try #require(variant.members)
        let list = try #require(variant["a"]?.elements)
        var assembly = JSONTapeAssembly(of: variant.tape)
        assembly.openObject(like: variant)
        for name in ["g", "a", "f"] {
            let member = try #require(members.first { $0.key == name })
            assembly.name(of: member)
            if name == "a" {
                assembly.openArray(like: member.value)
                assembly.copy(list[1])
                assembly.copy(list[0])
                assembly.close()
            } else {
                assembly.copy(member.value)
            }
        }
        assembly.close()
        let cursor = JSONCursor(tape: assembly.tape())
        #expect(JSONOutput(cursor.tree()).rendered() == JSONOutput(try #require(JSONParser.parse(Array(#"{"g": "X", "a": [{"b": "cé"}, 1], "f": {}}"#.utf8)).root)).rendered())
        #expect(cursor.hasDistinctNames && cursor.members?.count == 3 && cursor["a"]?.elements?.count == 2)
        #expect(cursor["a"]?.elements?[0]["b"]?.pointer == "/a/0/b" && cursor["g"]?.byteRange == source["g"]?.byteRange)
        #expect(cursor["a"]?.byteRange == source["a"]?.byteRange && cursor.byteRange == source.byteRange)
    }

    @Test func repeatedNamesInALargeObjectPointAtTheirFirstOccurrence() throws {
        // 3,000 names through the hash table, each tenth one repeated later, some twice.
        var names = (0..<3_000).map { "key\($0)" }
        let repeats = stride(from: 0, to: 3_000, by: 10).map { names[$0] } + ["key20", "key0"]
        names += repeats
        let text = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let document = JSONParser.parse(Array(text.utf8))
        let duplicates = document.problems.filter { $0.kind == .duplicateKey }
        #expect(duplicates.count == repeats.count)
        let bytes = Array(text.utf8)
        for (problem, name) in zip(duplicates, repeats) {
            let first = try #require(problem.related.first?.byteRange)
            #expect(String(decoding: bytes[first], as: UTF8.self) == "\"\(name)\"")
            let firstWritten = try #require(text.range(of: "\"\(name)\""))
            #expect(first.lowerBound == text.utf8.distance(from: text.utf8.startIndex, to: firstWritten.lowerBound))
        }
        #expect(document.cursor?["key20"]?.numberText == String(names.lastIndex(of: "key20") ?? -1))
    }

    @Test func anObjectSaysWhetherItsNamesAreDistinct() throws {
        let large = "{" + (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = #"{"a": {"x": 1, "y": 2}, "b": {"x": 1, "x": 2}, "c": {"\u0041": 1, "A": 2}, "d": [], "e": {}, "f": "#
            + large + #", "k3": 0}, "g": "# + large + "}}"
        let cursor = try #require(JSONParser.parse(Array(text.utf8)).cursor)
        let distinct = ["a", "b", "c", "d", "e", "f", "g"].map { cursor[$0]?.hasDistinctNames }
        // "c": names are compared decoded; "d" is an array; "f" repeats a name past the 16th member.
        #expect(cursor.hasDistinctNames && distinct == [true, false, false, false, true, false, true])
        #expect(cursor["b"]?["x"]?.numberText == "2" && cursor["f"]?["k3"]?.numberText == "0" && cursor["g"]?["k3"]?.numberText == "3")
        // An assembled object takes the flag of its model, and lookups still find the last of a name.
        let repeated = try #require(cursor["b"])
        var assembly = JSONTapeAssembly(of: cursor.tape)
        assembly.openObject(like: repeated)
        for member in repeated.members ?? [] {
            assembly.name(of: member)
            assembly.copy(member.value)
        }
        assembly.close()
        let rebuilt = JSONCursor(tape: assembly.tape())
        #expect(!rebuilt.hasDistinctNames && rebuilt["x"]?.numberText == "2" && rebuilt.members?.count == 2)
    }

    /// Compares a cursor with what `JSONSerialization` made of the same text.
    private static func expect(_ cursor: JSONCursor, matches expected: Any) throws {
        switch expected {
        case let object as [String: Any]:
            let members = try #require(cursor.members, "\(cursor.pointer) is \(cursor.typeName)")
            #expect(Set(members.map(\.key)) == Set(object.keys))
            for (key, value) in object { try expect(try #require(cursor[key]), matches: value) }
        case let array as [Any]:
            let elements = try #require(cursor.elements, "\(cursor.pointer) is \(cursor.typeName)")
            #expect(elements.count == array.count)
            for (element, value) in zip(elements, array) { try expect(element, matches: value) }
        case let string as String:
            #expect(cursor.string == string, "\(cursor.pointer)")
        case is NSNull:
            #expect(cursor.isNull, "\(cursor.pointer)")
        case let number as NSNumber:
            if let flag = cursor.bool {
                #expect(number.boolValue == flag, "\(cursor.pointer)")
            } else {
                #expect(cursor.numberText.flatMap(Double.init) == number.doubleValue, "\(cursor.pointer)")
            }
        default:
            Issue.record("unexpected \(type(of: expected)) at \(cursor.pointer)")
        }
    }
}

/// The tape of docs/architecture.md's example, record by record.
@Suite struct JSONTapeLayoutTests {
    @Test func theRecordsOfTheArchitectureExample() throws {
        let tape = try #require(JSONParser.parse(Array(#"{"a": [1, "x\n"], "b": null}"#.utf8)).tape)
        let rows = tape.records.map { record in
            "\(record.kind) \(record.start)..<\(record.end) \(record.parent == JSONTape.noParent ? "-" : String(record.parent)) \(record.next) \(record.payload)"
        }
        #expect(rows == [
            "object 0..<28 - 7 2", "key 1..<4 0 2 0", "array 6..<16 0 5 2", "number 7..<8 2 4 0",
            "string 10..<15 2 5 1", "key 18..<21 0 6 2", "null 23..<27 0 7 0",
        ])
        #expect(tape.decodedStrings == ["a", "x\n", "b"])
        #expect(MemoryLayout<JSONTape.Record>.stride == 24)
    }
}
