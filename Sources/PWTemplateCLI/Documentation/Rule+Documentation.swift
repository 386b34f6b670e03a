import PWTemplateSyntax

extension Rule {
    /// The rule's section of the rule reference, as reports and listings link it.
    public var helpURI: String { "docs/rules.md#\(id)" }

    /// What to do about a finding today, in one paragraph with Markdown code spans.
    var silencingAdvice: String {
        let atDefault: String
        switch defaultSeverity {
        case .error:
            atDefault = "At its default severity, error, a finding fails the run: fix the template."
        case .warning:
            atDefault = "At its default severity, warning, a finding fails the run only with `--strict`, "
                + "and `--quiet` hides it from the text report."
        case .info:
            atDefault = "At its default severity, info, a finding never fails the run, "
                + "and `--quiet` hides it from the text report."
        }
        // Overrides and ignores match templates, so they cannot reach a finding about the configuration.
        let perTemplate = category == .configuration ? ""
            : ", `overrides` do so for some templates, and an `ignore` entry with a reason accepts one finding"
        return atDefault + (splitFrom.map { " Earlier versions reported \($0.findings) as `\($0.formerID)`: configure `\(id)` for them now." } ?? "")
            + " In `.pwtemplate.json`, `\"rules\": {\"\(id)\": \"off\"}` turns it off "
            + "(or sets another severity)" + perTemplate + "; `--disable \(id)` turns it off for one run "
            + "(docs/configuration.md)."
    }
}

extension RuleCategory {
    /// The category as a heading word: `Archive`, `JSON`.
    var title: String {
        self == .json ? "JSON" : rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
}

extension RuleExample {
    /// What `↓` means, for every page that shows examples (a clause, without a full stop).
    static let markerNote = "`\(marker)` marks where the finding lands; it is not part of the template"

    /// `--target ios@7.2.1`, when the example is linted for chosen platforms.
    var targetArguments: String? {
        targets.map { targets in targets.map { "--target \($0)" }.joined(separator: " ") }
    }
}
