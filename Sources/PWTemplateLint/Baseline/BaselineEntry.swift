import PWTemplateSyntax

/// One recorded finding of a baseline: what identifies it without a line number, so lines
/// inserted above it keep it matched.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The template's path relative to the baseline file's folder (absolute when outside it).
    public var template: String
    /// The entry of the template (`native-config.json`), when the finding names one.
    public var entry: String?
    /// The rule id.
    public var rule: String
    /// The RFC 6901 pointer, when the finding has one.
    public var pointer: String?
    public var message: String

    public init(template: String, entry: String?, rule: String, pointer: String?, message: String) {
        self.template = template
        self.entry = entry
        self.rule = rule
        self.pointer = pointer
        self.message = message
    }

    /// The entry a finding of the template at `template` gives.
    public init(_ diagnostic: Diagnostic, template: String) {
        self.init(
            template: template, entry: diagnostic.location.entry?.path, rule: diagnostic.rule.id,
            pointer: diagnostic.location.pointer, message: diagnostic.message)
    }

    /// The order of a written baseline: template, entry, pointer, rule, message.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.template, lhs.entry ?? "", lhs.pointer ?? "", lhs.rule, lhs.message)
            < (rhs.template, rhs.entry ?? "", rhs.pointer ?? "", rhs.rule, rhs.message)
    }
}
