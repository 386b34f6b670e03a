import PWTemplateLint
import PWTemplateSyntax

extension RuleOption {
    /// The options of the design rules, in rule order.
    static let design: [RuleOption] = [
        RuleOption(
            rule: .lowContrast, name: "minimumRatio",
            summary: "The lowest acceptable contrast ratio of text on its background (4.5 is WCAG AA for normal text, 3 for large text).",
            isInteger: false, minimum: 1, maximum: 21,
            read: { $0[MinimumContrastRatio.self] }, write: { $0[MinimumContrastRatio.self] = $1 }),
        RuleOption(
            rule: .tooManyButtons, name: "maximum",
            summary: "The most buttons one modal, sheet, fullscreen, video or story slide may have.",
            isInteger: true, minimum: 1, maximum: nil,
            read: { Double($0[DesignThresholds.MaximumButtons.self]) }, write: { $0[DesignThresholds.MaximumButtons.self] = Int($1) }),
    ]
}
