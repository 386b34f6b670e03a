import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax

/// `pwtemplate l10n <template>`: which translation keys each language of `pushwoosh.json` has,
/// as a table or JSON. A report, not a check: it exits 0 whatever the coverage.
///
/// ```text
/// KEY    en*  de  fr  DEFAULT      NOTE
/// promo  ✓    –   –                unused
/// title  ✓    ✓   ∅   Spring sale
/// ```
struct L10nCommand {
    var options: L10nOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let template: LoadedTemplate
        do {
            template = try LoadedTemplate(opening: options.template, command: .l10n, invocation: invocation)
        } catch {
            return error.report(to: invocation)
        }
        if let reason = template.noLocalizationReason {
            note(reason + ": there are no translations")
        } else if template.localization?.hasLocalization == false {
            note("pushwoosh.json has no \"localization\" object: there are no translations")
        }
        let coverage = TranslationCoverage(template.template)
        let text = switch options.format {
        case .text: Self.table(coverage)
        case .json: Self.document(coverage, template: template.template.path).rendered()
        }
        return CLI.write(text, to: invocation.standardOutput, invocation: invocation)
    }

    private static func symbol(_ status: TranslationCoverage.Status) -> String {
        switch status {
        case .present: "✓"
        case .missing: "–"
        case .empty: "∅"
        }
    }

    private static func table(_ coverage: TranslationCoverage) -> String {
        guard !coverage.rows.isEmpty else { return "No placeholder reads a translation and no section has a key.\n" }
        let languages = coverage.languages.map { $0 + ($0 == coverage.defaultLanguage ? "*" : "") }
        let header = ["KEY"] + languages + ["DEFAULT", "NOTE"]
        let rows = coverage.rows.map { row in
            let defaults = row.defaults.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: " / ")
            return [row.key] + row.statuses.map(symbol) + [defaults, row.isUsed ? "" : "unused"]
        }
        let table = TextTable.render(([header] + rows).map { $0.map(\.terminalSafe) })
        guard !languages.isEmpty else { return table }
        return table + "\n* default language   ✓ translated   – missing   ∅ empty string\n"
    }

    private static func document(_ coverage: TranslationCoverage, template: String) -> JSONOutput {
        .object([
            ("version", .int(1)),
            ("template", .string(template)),
            ("defaultLanguage", JSONOutput(coverage.defaultLanguage)),
            ("languages", .array(coverage.languages.map(JSONOutput.string))),
            ("keys", .array(coverage.rows.map { row in
                .object([
                    ("key", .string(row.key)),
                    ("used", .bool(row.isUsed)),
                    ("defaults", .array(row.defaults.map(JSONOutput.string))),
                    ("languages", .object(zip(coverage.languages, row.statuses).map { ($0, .string($1.rawValue)) })),
                ])
            })),
        ])
    }

    private func note(_ text: String) {
        invocation.standardError.write("note: \(text.terminalSafe)\n")
    }
}
