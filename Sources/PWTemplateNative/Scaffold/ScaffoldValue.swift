import PWTemplateLint

/// A JSON value of a scaffold before it is written. Text people read is marked as copy with
/// a translation key, so it can become a `{{key|text|copy}}` placeholder; optional fields a
/// minimal scaffold still needs are marked essential.
indirect enum ScaffoldValue: Sendable {
    case bool(Bool)
    /// A number, as its JSON text.
    case number(String)
    case string(String)
    /// Visible text under a stable, readable translation key (`title`, `segment3_label`).
    case copy(key: String, text: String)
    case array([ScaffoldValue])
    /// Members in the order they are written.
    case object([(key: String, value: ScaffoldValue)])
    /// An optional field a minimal scaffold keeps: without it the template would show nothing
    /// (`no-visible-content`) or break a rule (a reward needs a title or a code).
    case essential(ScaffoldValue)

    var isEssential: Bool {
        if case .essential = self { return true }
        return false
    }
}

extension ScaffoldValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    init(integerLiteral value: Int) {
        self = .number(String(value))
    }

    init(floatLiteral value: Double) {
        self = .number(String(value))
    }

    init(stringLiteral value: String) {
        self = .string(value)
    }

    init(arrayLiteral elements: ScaffoldValue...) {
        self = .array(elements)
    }

    /// An object whose members keep the order written.
    init(dictionaryLiteral elements: (String, ScaffoldValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
