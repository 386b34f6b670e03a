import PWTemplateSyntax

/// A number a rule reads from `.pwtemplate.json` (`"low-contrast": {"minimumRatio": 3}`): a kind
/// lists the options of its rules (``MessageKind/ruleOptions``); other rules take none.
public struct RuleOption: Sendable {
    /// The rule the option belongs to.
    public let rule: Rule
    public let name: String
    public let summary: String
    /// Whether only whole numbers are accepted.
    public let isInteger: Bool
    public let minimum: Double
    public let maximum: Double?
    private let read: @Sendable (KindSettings) -> Double
    private let write: @Sendable (inout KindSettings, Double) -> Void

    package init(
        rule: Rule, name: String, summary: String, isInteger: Bool, minimum: Double, maximum: Double?,
        read: @escaping @Sendable (KindSettings) -> Double, write: @escaping @Sendable (inout KindSettings, Double) -> Void
    ) {
        self.rule = rule
        self.name = name
        self.summary = summary
        self.isInteger = isInteger
        self.minimum = minimum
        self.maximum = maximum
        self.read = read
        self.write = write
    }

    /// The option's value in `settings`.
    public func value(in settings: KindSettings) -> Double {
        read(settings)
    }

    /// `settings` with the option set to `value`.
    func apply(_ value: Double, to settings: inout KindSettings) {
        write(&settings, value)
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
