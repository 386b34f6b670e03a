import PWTemplateLint
import PWTemplateSyntax

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
    /// no unsafe fix is hidden, `[*] 1 fixable with `--fix --unsafe-fixes`` when only unsafe
    /// ones are; `nil` when nothing is fixable at all.
    public var line: String? {
        switch (applicable, unsafeHidden) {
        case (0, 0): nil
        case (0, let hidden): "[*] \(hidden) fixable with `--fix --unsafe-fixes`"
        case (let count, 0): "[*] \(count) fixable with `--fix`"
        case (let count, let hidden): "[*] \(count) fixable with `--fix` (\(hidden) more with `--unsafe-fixes`)"
        }
    }
}

extension Fix {
    /// Whether `lint --fix` applies this fix: a safe fix always, an unsafe one with `--unsafe-fixes`.
    public func isApplied(unsafeFixes: Bool) -> Bool {
        applicability == .safe || unsafeFixes
    }
}
