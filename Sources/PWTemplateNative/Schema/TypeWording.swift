import PWTemplateLint
import PWTemplateSyntax

/// How type mismatches are worded: what was expected, what was found, and how to fix it.
enum TypeWording {
    /// The expected kind in words: `a boolean (true or false)`, `a Text object`.
    static func expectation(_ kind: ValueKind) -> String {
        switch kind {
        case .boolean: "a boolean (true or false)"
        case .number: "a number"
        case .text, .rewardCode: "a string"
        case .color: "a colour string such as \"#000000FF\""
        case .mediaURL, .actionURL: "a URL string"
        case .enumeration(let values): "one of the strings " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        case .block(let block): article(block.name) + " " + block.name + " object"
        case .list(let rules): "a list of \(rules.element.summary)"
        case .colorOrGradient: "a colour string or a list of colours"
        case .unchecked: "any value"
        }
    }

    /// The found value, quoted: `the string "true"`, `the number 5`, `an object`.
    static func found(_ node: JSONCursor) -> String {
        switch node.value {
        case .string(let text): "the string \(Quote.string(text))"
        case .number(let text): "the number \(text)"
        case .bool(let value): "\(value)"
        case .object: "an object"
        case .array: "a list"
        case .null: "null"
        }
    }

    /// A fix for the usual confusions: quoted booleans and numbers, a Text written as a string.
    static func hint(for node: JSONCursor, expected kind: ValueKind) -> String? {
        switch (kind, node.value) {
        case (.boolean, .string(let text)) where ["true", "false"].contains(text.lowercased()):
            return "write \(text.lowercased()) without quotes; the SDKs never convert strings"
        case (.boolean, .number(let text)) where text == "0" || text == "1":
            return "write \(text == "1"), not a number"
        case (.number, .string(let text)) where Double(text.trimmingWhitespace) != nil:
            return "write \(text.trimmingWhitespace) without quotes; the SDKs never convert strings"
        case (.text, .number(let text)), (.color, .number(let text)), (.rewardCode, .number(let text)), (.enumeration, .number(let text)):
            return "write it in quotes: \"\(text)\""
        case (.block(let block), .string(let text)) where block.field("text") != nil && block.field("color") != nil:
            return "write {\"text\": \(Quote.string(text)), \"color\": \"#000000FF\"}"
        case (.block(let block), _):
            let sample = block.sample
            let fields = block.fields.filter(\.isRequired).map(\.name).joined(separator: ", ")
            return sample.count <= 80 ? "write an object such as \(sample)" : "write \(expectation(kind)) with \(fields)"
        case (.list, .object):
            return "put it in a list: [ {…} ]"
        default:
            return nil
        }
    }

    private static func article(_ word: String) -> String {
        "AEIOUaeiou".contains(word.first ?? "x") ? "an" : "a"
    }
}
