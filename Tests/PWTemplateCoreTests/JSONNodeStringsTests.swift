import PWTemplateSyntax
import Testing

@Suite struct JSONNodeStringsTests {
    private let document = JSONParser.parse(Array(#"{"a":"x{{k}}","b":[1,"y",{"c":"z"}],"d":true,"{{key}}":null}"#.utf8))

    @Test func mapsStringValuesKeepingRangesAndOrder() throws {
        let root = try #require(document.root)
        let mapped = root.mappingStrings { $0.uppercased() }
        #expect(JSONOutput(mapped).rendered() == JSONOutput(root).rendered().replacingOccurrences(of: "x{{k}}", with: "X{{K}}")
            .replacingOccurrences(of: "\"y\"", with: "\"Y\"").replacingOccurrences(of: "\"z\"", with: "\"Z\""))
        #expect(mapped["a"]?.range == root["a"]?.range)
    }

    @Test func outputKeepsNumberTextAndKeyOrder() throws {
        let root = try #require(JSONParser.parse(Array(#"{"z":1.50E+3,"a":[true,null]}"#.utf8)).root)
        #expect(JSONOutput(root).rendered() == "{\n  \"z\": 1.50E+3,\n  \"a\": [\n    true,\n    null\n  ]\n}\n")
    }
}
