/// A problem with one value, before it is placed: the message continues the field's label
/// (`modal › background` + ` is "red", …`).
struct ValueProblem: Sendable {
    var rule: Rule
    var message: String
    var hint: String?
    /// The only platform that rejects the value, when the other accepts it.
    var platform: Platform?
    /// A severity other than the rule's default.
    var severity: Severity?

    init(_ rule: Rule, _ message: String, hint: String? = nil, platform: Platform? = nil, severity: Severity? = nil) {
        self.rule = rule
        self.message = message
        self.hint = hint
        self.platform = platform
        self.severity = severity
    }
}

/// Quoting of found values in messages.
enum Quote {
    /// `value` as a JSON string literal, cut to about 60 characters.
    static func string(_ value: String) -> String {
        let limit = 60
        let shown = value.count > limit ? String(value.prefix(limit)) + "…" : value
        var text = "\""
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += "\\u{\(String(scalar.value, radix: 16))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    var trimmingWhitespace: SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }

    /// Whether every character is an ASCII hex digit.
    var isHexDigits: Bool {
        allSatisfy { $0.isASCII && $0.isHexDigit }
    }
}
