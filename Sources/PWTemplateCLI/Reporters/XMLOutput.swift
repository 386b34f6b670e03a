/// An XML element to write, with attributes kept in the order given: the document model of the
/// XML reports (checkstyle, junit).
///
/// Every string is escaped so the document stays well-formed whatever a template holds: `&`,
/// `<` and `>` become entities (in attributes `"` and `'` too), tabs and line breaks in
/// attributes become character references (attribute normalisation would turn them into
/// spaces), a carriage return in text becomes `&#13;`, and characters XML 1.0 cannot carry at
/// all (other C0 controls, U+FFFE, U+FFFF) become U+FFFD.
struct XMLOutput: Equatable {
    struct Attribute: Equatable {
        var name: String
        var value: String
    }

    var name: String
    var attributes: [Attribute]
    var children: [XMLOutput]
    /// Text content; an element has text or children, not both.
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], children: [XMLOutput] = [], text: String? = nil) {
        self.name = name
        self.attributes = attributes.map { Attribute(name: $0.0, value: $0.1) }
        self.children = children
        self.text = text
    }

    /// The element as a complete UTF-8 document: the XML declaration, then the element with
    /// children indented by 2 spaces, and a trailing newline.
    func document() -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(to: &output, depth: 0)
        return output
    }

    private func write(to output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        output += indent + "<" + name
        for attribute in attributes {
            output += " " + attribute.name + "=\"" + Self.escaped(attribute.value, inAttribute: true) + "\""
        }
        if let text {
            output += ">" + Self.escaped(text, inAttribute: false) + "</" + name + ">\n"
        } else if children.isEmpty {
            output += "/>\n"
        } else {
            output += ">\n"
            for child in children {
                child.write(to: &output, depth: depth + 1)
            }
            output += indent + "</" + name + ">\n"
        }
    }

    /// `text` escaped for an attribute value (between double quotes) or for element content.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where inAttribute: escaped += "&quot;"
            case "'" where inAttribute: escaped += "&apos;"
            case "\r": escaped += "&#13;"
            case "\t" where inAttribute: escaped += "&#9;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
