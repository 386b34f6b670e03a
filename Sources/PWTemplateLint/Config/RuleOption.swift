import PWTemplateSyntax

/// A number a rule reads from `.pwtemplate.json` (`"low-contrast": {"minimumRatio": 3}`). Rules
/// not listed here take no options.
public struct RuleOption: Sendable {
    /// The rule the option belongs to.
    public let rule: Rule
    public let name: String
    public let summary: String
    /// Whether only whole numbers are accepted.
    public let isInteger: Bool
    public let minimum: Double
    public let maximum: Double?
    private let read: @Sendable (DesignThresholds) -> Double
    private let write: @Sendable (inout DesignThresholds, Double) -> Void

    /// Every rule option, in rule order.
    public static let all: [RuleOption] = [
        RuleOption(
            rule: .lowContrast, name: "minimumRatio",
            summary: "The lowest acceptable contrast ratio of text on its background (4.5 is WCAG AA for normal text, 3 for large text).",
            isInteger: false, minimum: 1, maximum: 21,
            read: { $0.minimumContrastRatio }, write: { $0.minimumContrastRatio = $1 }),
        RuleOption(
            rule: .tooManyButtons, name: "maximum",
            summary: "The most buttons one modal, sheet, fullscreen, video or story slide may have.",
            isInteger: true, minimum: 1, maximum: nil,
            read: { Double($0.maximumButtons) }, write: { $0.maximumButtons = Int($1) }),
    ]

    /// The options of `rule`.
    public static func options(of rule: Rule) -> [RuleOption] {
        all.filter { $0.rule == rule }
    }

    /// The option's value in `thresholds`.
    public func value(in thresholds: DesignThresholds) -> Double {
        read(thresholds)
    }

    /// `thresholds` with the option set to `value`.
    func apply(_ value: Double, to thresholds: inout DesignThresholds) {
        write(&thresholds, value)
    }

    /// The value as JSON: an integer for whole-number options.
    public func output(_ value: Double) -> JSONOutput {
        isInteger ? .int(Int(value)) : .number(String(value))
    }

    /// What values are accepted, for messages: `a whole number from 1`, `a number from 1 to 21`.
    var accepted: String {
        let kind = isInteger ? "a whole number" : "a number"
        return kind + " from " + Self.text(minimum) + (maximum.map { " to " + Self.text($0) } ?? "")
    }

    private static func text(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
