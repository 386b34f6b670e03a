import PWTemplateSyntax

/// A fix that was not applied, and why.
public struct RefusedFix: Sendable, Hashable {
    public var fix: Fix
    /// The id of the rule whose finding carried the fix.
    public var rule: String
    /// Why it was not applied (`it would add [invalid-color] at /blocks/0/color: …`).
    public var reason: String

    public init(fix: Fix, rule: String, reason: String) {
        self.fix = fix
        self.rule = rule
        self.reason = reason
    }
}
