import PWTemplateLint
import PWTemplateSyntax

/// Checks of a number against its ``NumberRules``.
enum NumberCheck {
    /// The problems of the number written `text`; `siblings` is the object holding it (for
    /// clamps that depend on another field).
    static func problems(_ text: String, rules: NumberRules, siblings: JSONCursor) -> [ValueProblem] {
        guard let value = Double(text), value.isFinite else {
            return [ValueProblem(.valueOutOfRange, "is \(text), which is not a finite number", hint: "write a number a double can hold")]
        }
        let unit = rules.unit.map { " " + $0 } ?? ""
        let written = "is " + text + unit
        if let problem = boundProblem(value, rules: rules, written: written) { return [problem] }
        var problems: [ValueProblem] = []
        if let clamp = rules.clamp, let message = clampMessage(clamp, value: value, siblings: siblings, written: written, unit: unit) {
            let fix = message.bound.map { bound in
                ValueFix(literal: NumberText.format(bound), applicability: .unsafe, title: "write \(NumberText.format(bound)), the value the SDK uses")
            }
            problems.append(ValueProblem(.valueClamped, message.text, hint: message.hint, fix: fix))
        }
        if let advisory = rules.advisoryMinimum, value < advisory {
            problems.append(ValueProblem(.valueClamped, "\(written): under \(NumberText.format(advisory))\(unit) is too short to read",
                                         hint: "give people at least \(NumberText.format(advisory))\(unit)"))
        }
        return problems
    }

    private static func boundProblem(_ value: Double, rules: NumberRules, written: String) -> ValueProblem? {
        let broken = rules.minimum.flatMap { value < $0.value || (value == $0.value && !$0.isInclusive) ? $0 : nil }
            ?? rules.maximum.flatMap { value > $0.value || (value == $0.value && !$0.isInclusive) ? $0 : nil }
        guard let broken, let range = rules.rangeDescription else { return nil }
        let verdict = broken.platform.map { "rejected by \($0.displayName): " } ?? ""
        return ValueProblem(.valueOutOfRange, "\(written): \(verdict)it must be \(range)", platform: broken.platform)
    }

    /// The message and hint of a clamp finding, with the number to write for what the SDK uses
    /// (`nil` when that is a guess).
    private static func clampMessage(
        _ clamp: NumberRules.Clamp, value: Double, siblings: JSONCursor, written: String, unit: String
    ) -> ClampMessage? {
        switch clamp {
        case .range(let lower, let upper):
            guard value < lower || value > upper else { return nil }
            let result = min(max(value, lower), upper)
            return ("\(written) and is clamped to \(NumberText.format(result))\(unit)",
                    "use a value from \(NumberText.format(lower)) to \(NumberText.format(upper))\(unit)", result)
        case .atMost(let upper):
            guard value > upper else { return nil }
            return ("\(written) and is lowered to \(NumberText.format(upper))\(unit)", "use at most \(NumberText.format(upper))\(unit)", upper)
        case .percentOrFraction(let lower, let upper):
            return widthMessage(value, lower: lower, upper: upper, written: written)
        case .index(let field):
            return indexMessage(value, count: elementCount(of: siblings[field]), field: field, written: written)
        }
    }

    /// A width, read as a percentage above 1 and as a fraction up to 1; the fix writes the
    /// clamped width as a percentage (the hint's form). A width of 1 gets none: 1 % or 100 % is a guess.
    private static func widthMessage(_ value: Double, lower: Double, upper: Double, written: String) -> ClampMessage? {
        let fraction = value > 1 ? value / 100 : value
        let result = min(max(fraction, lower), upper)
        let hint = "write a percentage from \(NumberText.format(lower * 100)) to \(NumberText.format(upper * 100)), e.g. 40"
        if value == 1 {
            return ("\(written), read as a fraction: 100 % of the screen width, not 1 %, clamped to \(NumberText.percent(result))", hint, nil)
        }
        guard fraction != result else { return nil }
        let reading = value > 1 ? "a percentage" : "a fraction (values up to 1 are fractions)"
        return ("\(written), read as \(reading) of the screen width (\(NumberText.percent(fraction))), and is clamped to \(NumberText.percent(result))",
                hint, result * 100 > 1 ? result * 100 : nil)
    }

    private static func indexMessage(_ value: Double, count: Int, field: String, written: String) -> ClampMessage? {
        let truncated = value.rounded(.towardZero)
        let last = Double(max(count - 1, 0))
        let result = min(max(truncated, 0), last)
        var reasons: [String] = []
        if truncated != value { reasons.append("truncated to \(NumberText.format(truncated))") }
        if result != truncated { reasons.append("clamped to \(NumberText.format(result)), as \(field) has \(count) element\(count == 1 ? "" : "s")") }
        guard !reasons.isEmpty else { return nil }
        return ("\(written) and is " + reasons.joined(separator: ", then "),
                "write a whole index from 0 to \(NumberText.format(last))", result)
    }

    private typealias ClampMessage = (text: String, hint: String?, bound: Double?)

    /// The number of elements of `node`, when it is an array.
    private static func elementCount(of node: JSONCursor?) -> Int {
        node?.elements?.count ?? 0
    }
}
