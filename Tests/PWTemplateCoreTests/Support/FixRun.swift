import PWTemplateCore

/// A template linted, the edits of some of its fixes applied, and linted again: what a fix
/// pass of `lint --fix` does, without the engine.
struct FixRun {
    /// The texts of `native-config.json` and, when given, `pushwoosh.json`.
    var texts: [EntryName: String]
    var targets: TargetSelection = .default

    /// The template's findings.
    func lint() -> [Diagnostic] {
        let contents = TemplateContents(nativeConfig: Array((texts[.nativeConfig] ?? "").utf8), pushwoosh: texts[.pushwoosh].map { Array($0.utf8) })
        return TemplateLinter(configuration: LintConfiguration(targets: targets)).lint(Template(contents, path: "t", kind: .folder)).diagnostics
    }

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
            let bytes = Array((texts[entry] ?? "").utf8)
            guard TextEdit.areDisjoint(entryEdits, within: bytes.count) else { return nil }
            fixed.texts[entry] = String(decoding: TextEdit.apply(entryEdits, to: bytes), as: UTF8.self)
        }
        return fixed
    }
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
