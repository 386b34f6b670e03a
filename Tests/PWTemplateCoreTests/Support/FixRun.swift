@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// A template's two files, linted and fixed in memory the way a pass of `lint --fix` does,
/// without the engine: the edits that findings carry are applied to the bytes they name.
struct FixRun {
    /// The texts of `native-config.json` and, when given, `pushwoosh.json`.
    var texts: [EntryName: String]
    var targets: TargetSelection = .default

    init(texts: [EntryName: String], targets: TargetSelection = .default) {
        self.texts = texts
        self.targets = targets
    }

    init(_ nativeConfig: String, pushwoosh: String? = nil) {
        texts = [.nativeConfig: nativeConfig]
        texts[.pushwoosh] = pushwoosh
    }

    var report: TemplateReport {
        TemplateLinter(configuration: LintConfiguration(targets: targets)).lint(Template(
            nativeConfig: Array(texts[.nativeConfig, default: ""].utf8), pushwoosh: texts[.pushwoosh].map { Array($0.utf8) }, path: "t"))
    }

    /// The template's findings.
    func lint() -> [Diagnostic] { report.diagnostics }

    /// The run after applying the edits of `fixes`, grouped by entry; `nil` when an entry's
    /// edits overlap or a fix is no edit.
    func applying(_ fixes: [Fix]) -> FixRun? {
        var edits: [EntryName: [TextEdit]] = [:]
        for fix in fixes {
            guard case .edits(let entry, let entryEdits) = fix.change else { return nil }
            edits[entry, default: []] += entryEdits
        }
        var fixed = self
        for (entry, entryEdits) in edits {
            let bytes = Array(texts[entry, default: ""].utf8)
            guard TextEdit.areDisjoint(entryEdits, within: bytes.count) else { return nil }
            fixed.texts[entry] = String(decoding: TextEdit.apply(entryEdits, to: bytes), as: UTF8.self)
        }
        return fixed
    }

    /// The files after applying the edits of every finding `include` accepts (which must not
    /// overlap).
    func fixed(where include: (Diagnostic) -> Bool = { _ in true }) -> FixRun {
        let fixes = lint().filter(include).compactMap(\.fix).filter { if case .edits = $0.change { true } else { false } }
        let result = applying(fixes)
        #expect(result != nil, "the edits overlap")
        return result ?? self
    }

    /// Checks that fixing the findings of `rule` turns `entry` into exactly `expected`, that no
    /// finding of `rule` is left and no other finding appears, and that a second pass has
    /// nothing to fix.
    func expectFix(
        of rule: Rule, _ applicability: Fix.Applicability, in entry: EntryName = .nativeConfig, gives expected: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let before = lint()
        let fixes = before.filter { $0.rule == rule }.compactMap(\.fix)
        #expect(!fixes.isEmpty && fixes.allSatisfy { $0.applicability == applicability }, "\(fixes)", sourceLocation: sourceLocation)
        let after = fixed { $0.rule == rule }
        #expect(after.texts[entry] == expected, sourceLocation: sourceLocation)
        let remaining = after.lint()
        let others = before.filter { $0.rule != rule }
        #expect(remaining.map(\.summary).sorted() == others.map(\.summary).sorted(), sourceLocation: sourceLocation)
        #expect(remaining.allSatisfy { $0.fix == nil }, "\(remaining.compactMap(\.fix))", sourceLocation: sourceLocation)
    }
}

extension Diagnostic {
    /// The rule and message, which stay when edits elsewhere move the finding.
    fileprivate var summary: String { "\(rule.id) \(message)" }
}

/// What makes a finding the same one after a fix moved the text around: its rule, where in the
/// document it is, and for which language and platform.
struct FindingIdentity: Hashable, CustomStringConvertible {
    var rule: String
    var entry: String?
    var pointer: String?
    var language: String?
    var platform: Platform?

    init(_ diagnostic: Diagnostic) {
        rule = diagnostic.rule.id
        entry = diagnostic.location.entry?.path
        pointer = diagnostic.location.pointer
        language = diagnostic.language
        platform = diagnostic.platform
    }

    var description: String { "\(rule) \(entry ?? "") \(pointer ?? "") [\(language ?? "")]" }
}
