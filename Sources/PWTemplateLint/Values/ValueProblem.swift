import PWTemplateSyntax

/// A problem with one value, before it is placed: the message continues the field's label
/// (`modal › background` + ` is "red", …`).
package struct ValueProblem: Sendable {
    package var rule: Rule
    package var message: String
    package var hint: String?
    /// The only platform that rejects the value, when the other accepts it.
    package var platform: Platform?
    /// The one value that repairs it, when the check is sure enough to propose one.
    package var fix: ValueFix?

    package init(_ rule: Rule, _ message: String, hint: String? = nil, platform: Platform? = nil, fix: ValueFix? = nil) {
        self.rule = rule
        self.message = message
        self.hint = hint
        self.platform = platform
        self.fix = fix
    }
}
