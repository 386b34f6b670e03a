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
