import Testing
@testable import PWTemplateCore

/// A template's two files, linted and fixed in memory the way `lint --fix` does: every fix the
/// findings carry is applied to the bytes it names.
struct FixRun {
    var files: [EntryName: String]

    init(_ nativeConfig: String, pushwoosh: String? = nil) {
        files = [.nativeConfig: nativeConfig]
        files[.pushwoosh] = pushwoosh
    }

    var report: TemplateReport {
        TemplateLinter().lint(Template(
            nativeConfig: Array(files[.nativeConfig, default: ""].utf8), pushwoosh: files[.pushwoosh].map { Array($0.utf8) }, path: "t"))
    }

    /// The files after applying the edits of every finding `include` accepts.
    func fixed(where include: (Diagnostic) -> Bool = { _ in true }) -> FixRun {
        var edits: [EntryName: [TextEdit]] = [:]
        for finding in report.diagnostics where include(finding) {
            guard case .edits(let entry, let list)? = finding.fix?.change else { continue }
            edits[entry, default: []] += list
        }
        var result = self
        for (entry, list) in edits {
            let bytes = Array(files[entry, default: ""].utf8)
            #expect(TextEdit.areDisjoint(list, within: bytes.count), "edits of \(entry) overlap")
            result.files[entry] = String(decoding: TextEdit.apply(list, to: bytes), as: UTF8.self)
        }
        return result
    }

    /// Checks that fixing the findings of `rule` turns `entry` into exactly `expected`, that no
    /// finding of `rule` is left and no other finding appears, and that a second pass has
    /// nothing to fix.
    func expectFix(
        of rule: Rule, _ applicability: Fix.Applicability, in entry: EntryName = .nativeConfig, gives expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = report.diagnostics
        let fixes = before.filter { $0.rule == rule }.compactMap(\.fix)
        #expect(!fixes.isEmpty && fixes.allSatisfy { $0.applicability == applicability }, "\(fixes)", sourceLocation: sourceLocation)
        let after = fixed { $0.rule == rule }
        #expect(after.files[entry] == expected, sourceLocation: sourceLocation)
        let remaining = after.report.diagnostics
        let others = before.filter { $0.rule != rule }
        #expect(remaining.map(\.summary).sorted() == others.map(\.summary).sorted(), sourceLocation: sourceLocation)
        #expect(remaining.allSatisfy { $0.fix == nil }, "\(remaining.compactMap(\.fix))", sourceLocation: sourceLocation)
    }
}

extension Diagnostic {
    /// The rule and message, which stay when edits elsewhere move the finding.
    fileprivate var summary: String { "\(rule.id) \(message)" }
}
