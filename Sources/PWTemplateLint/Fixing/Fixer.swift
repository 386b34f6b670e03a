import PWTemplateArchive
import PWTemplateSyntax

/// Applies the fixes that findings carry: lints, applies a set of non-conflicting fixes, lints
/// again, and repeats until nothing changes or ``maximumPasses`` is reached.
///
/// A fix is tried alone before it is applied, and refused only for a finding it introduces in
/// what it changed: a finding the template before had not (compared by rule, entry, pointer and
/// message), that names a place the fix wrote (``FixFootprint``) and that the policy cannot fix
/// too (the next pass would). A finding in content the fix merely made readable (the block
/// under a key renamed to its right case, a file whose syntax it repaired) existed before,
/// hidden from the SDK: it is not introduced, and later passes fix what they can.
/// A fix whose edits overlap one already chosen in a pass waits for the next pass; a refused
/// fix is tried again after a pass that applied others.
///
/// It works on any kind's ``MessageDocument``; ``TemplateFixer`` is the native one.
public struct Fixer<Document: MessageDocument>: Sendable {
    /// The most passes of one run.
    public static var maximumPasses: Int { FixPolicy.maximumPasses }

    public var policy: FixPolicy
    private let lint: @Sendable (Document) -> TemplateReport

    /// A fixer that lints with `lint`: the report a run would show, after configuration.
    public init(policy: FixPolicy, lint: @escaping @Sendable (Document) -> TemplateReport) {
        self.policy = policy
        self.lint = lint
    }

    /// Fixes `template` in memory; nothing is written.
    public func fix(_ template: Document) -> FixResult<Document> {
        var current = template
        var report = lint(template)
        var applied: [Fix] = [], refused: [RefusedFix] = []
        var passes = 0
        while true {
            let candidates = self.candidates(in: report, of: current, excluding: refused)
            if candidates.isEmpty || passes == Self.maximumPasses { break }
            passes += 1
            let known = Set(report.diagnostics.map(FindingKey.init))
            var accepted: [Fix] = []
            for (fix, rule) in Self.disjoint(candidates, in: current) {
                if let added = introducedFinding(by: fix, in: current, known: known) {
                    refused.append(RefusedFix(fix: fix, rule: rule, reason: "it would add [\(added.rule.id)] \(added.location.pointer.map { "at \($0): " } ?? "")\(added.message)"))
                } else {
                    accepted.append(fix)
                }
            }
            guard !accepted.isEmpty else { continue }
            current = current.applying(accepted)
            applied += accepted
            report = lint(current)
            // The template changed: what a refused fix would add is judged again on it (a fix
            // refused beside a misspelt key may be fine once that key is renamed), so a second
            // run finds nothing this one would not have applied.
            refused = []
        }
        let converged = candidates(in: report, of: current, excluding: refused).isEmpty
        return FixResult(original: template, fixed: current, report: report, applied: applied, refused: refused, converged: converged)
    }

    /// A finding the template has with `fix` alone applied that it had not (`known`), that names
    /// a place the fix wrote and that the policy cannot fix. An entry operation introduces none:
    /// it changes only the container, and the files it drops or moves are not read again here
    /// (after a move the CLI reads and fixes the template anew: all it finds was there, unread).
    private func introducedFinding(by fix: Fix, in template: Document, known: Set<FindingKey>) -> Diagnostic? {
        guard case .edits(let entry, let edits) = fix.change else { return nil }
        let fixed = template.applying([fix])
        let added = lint(fixed).diagnostics.filter { !known.contains(FindingKey($0)) && policy.fix(of: $0) == nil }
        guard !added.isEmpty, let after = fixed.parsed(entry) else { return nil }
        let footprint = FixFootprint(edits: edits, in: entry, before: template.parsed(entry), after: after)
        return added.first(where: footprint.isChanged)
    }

    /// The fixes the policy allows in `report`, in report order, with the rule that carried
    /// each; one per change (the findings of many languages may carry the same edit under
    /// different titles), refused and inapplicable ones left out.
    private func candidates(in report: TemplateReport, of template: Document, excluding refused: [RefusedFix]) -> [(Fix, String)] {
        var seen = Set(refused.map(\.fix.change))
        return report.diagnostics.compactMap { finding in
            guard let fix = policy.fix(of: finding), template.canApply(fix), seen.insert(fix.change).inserted else { return nil }
            return (fix, finding.rule.id)
        }
    }

    /// The candidates that can be applied together, first come first chosen: edits on one
    /// entry must not overlap, an entry is not both edited and dropped, and the root moves once.
    private static func disjoint(_ candidates: [(Fix, String)], in template: Document) -> [(Fix, String)] {
        var edits: [EntryName: [TextEdit]] = [:]
        var dropped = Set<EntryName>()
        var moved = false
        return candidates.filter { fix, _ in
            switch fix.change {
            case .edits(let entry, let new):
                let count = template.bytes(of: entry)?.count ?? 0
                guard !dropped.contains(entry), TextEdit.areDisjoint(edits[entry, default: []] + new, within: count) else { return false }
                edits[entry, default: []] += new
            case .dropEntry(let entry):
                guard edits[entry] == nil, dropped.insert(entry).inserted else { return false }
            case .moveToRoot:
                guard !moved else { return false }
                moved = true
            }
            return true
        }
    }
}

/// What makes two findings the same across passes: their offsets move as edits apply, their
/// rule, file, JSON pointer and message do not.
private struct FindingKey: Hashable {
    var rule: String
    var entry: EntryName?
    var pointer: String?
    var message: String

    init(_ finding: Diagnostic) {
        rule = finding.rule.id
        entry = finding.location.entry
        pointer = finding.location.pointer
        message = finding.message
    }
}
