import PWTemplateCore

/// Which fixes a run would apply, and how many findings they fix: what the text report marks
/// `[*]` and counts in its last line.
public struct FixableCount: Sendable, Equatable {
    /// Findings whose fix the run's settings would apply.
    public var applicable = 0
    /// Findings whose fix is unsafe, when unsafe fixes are not enabled.
    public var unsafeHidden = 0

    /// Counts the fixes of every finding in `reports`; `unsafeFixes` says whether unsafe fixes
    /// are applied too.
    public init(reports: [TemplateReport], unsafeFixes: Bool) {
        for diagnostic in reports.lazy.flatMap(\.diagnostics) {
            guard let fix = diagnostic.fix else { continue }
            if fix.isApplied(unsafeFixes: unsafeFixes) { applicable += 1 } else { unsafeHidden += 1 }
        }
    }

    /// `[*] 3 fixable with `--fix` (1 more with `--unsafe-fixes`)`, without the parenthesis when
    /// no unsafe fix is hidden; `nil` when nothing is fixable at all.
    public var line: String? {
        guard applicable + unsafeHidden > 0 else { return nil }
        let hidden = unsafeHidden > 0 ? " (\(unsafeHidden) more with `--unsafe-fixes`)" : ""
        return "[*] \(applicable) fixable with `--fix`" + hidden
    }
}

extension Fix {
    /// Whether `lint --fix` applies this fix: a safe fix always, an unsafe one with `--unsafe-fixes`.
    public func isApplied(unsafeFixes: Bool) -> Bool {
        applicability == .safe || unsafeFixes
    }
}
