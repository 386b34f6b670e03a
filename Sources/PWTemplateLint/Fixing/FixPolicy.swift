import PWTemplateSyntax

/// Which fixes `lint --fix` and `--diff` may apply: the safe ones, the unsafe ones too when
/// asked, never those of a rule the configuration lists as unfixable.
public struct FixPolicy: Sendable, Equatable {
    /// The most passes of one fixer run.
    public static let maximumPasses = 10

    /// Unsafe fixes are applied too (`--unsafe-fixes`, or `"fix": {"unsafe": true}`).
    public var includesUnsafe: Bool
    /// The ids of rules whose fixes are never applied (`"unfixable"`).
    public var unfixable: Set<String>

    public init(includesUnsafe: Bool = false, unfixable: Set<String> = []) {
        self.includesUnsafe = includesUnsafe
        self.unfixable = unfixable
    }

    /// The fix of `finding` that this policy allows, if any.
    public func fix(of finding: Diagnostic) -> Fix? {
        guard let fix = finding.fix, !unfixable.contains(finding.rule.id) else { return nil }
        return fix.applicability == .safe || includesUnsafe ? fix : nil
    }
}
