import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax

/// What `explain` prints: the rule's id, default severity and category, summary, rationale (for the platform
/// rules, then the support table), its first failing and passing examples, whether `lint --fix`
/// fixes it (the rule's declared ``FixAvailability``), and how to silence it, wrapped at 80 columns (examples as written).
///
/// ```text
/// json-bom
/// Default severity: warning. Category: json.
///
/// The file starts with a UTF-8 byte-order mark.
///
/// Why:
///   Both SDKs …
///
/// ✗ Fail (`↓` marks where the finding lands; it is not part of the template):
///   {"displayType": …}
///
/// ✓ Pass:
///   {"displayType": …}
///
/// Fix:
///   None: 'pwtemplate lint --fix' leaves this finding to you.
///
/// Silencing:
///   At its default severity, warning, …
///
/// Reference: docs/rules.md#json-bom
/// ```
enum RuleExplanation {
    private static let width = 80
    private static let indent = "  "
    /// The rules whose explanation shows the support table.
    private static let tabulatedRules: Set<String> = [Rule.platformUnsupported.id, Rule.sdkVersion.id, Rule.sdkVersionUndocumented.id]

    static func render(_ rule: Rule) -> String {
        var blocks = [
            rule.id + "\nDefault severity: \(rule.defaultSeverity.rawValue). Category: \(rule.category.rawValue).",
            wrapped(rule.summary, indent: ""),
            "Why:\n" + wrapped(rule.rationale, indent: indent),
        ]
        if tabulatedRules.contains(rule.id) {
            blocks.append("Support by release:\n" + TextTable.render(SupportTable.rows()).split(separator: "\n").map { indent + $0 }.joined(separator: "\n")
                + "\n" + wrapped(SupportTable.legend, indent: indent))
        }
        if let failing = rule.examples.failing.first {
            blocks.append(example(failing, title: "✗ Fail", note: "(\(RuleExample.markerNote))"))
        }
        if let passing = rule.examples.passing.first {
            blocks.append(example(passing, title: "✓ Pass", note: nil))
        }
        blocks.append("Fix:\n" + wrapped(rule.fix.explanation, indent: indent))
        blocks.append("Silencing:\n" + wrapped(rule.silencingAdvice, indent: indent))
        blocks.append("Reference: " + rule.helpURI)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `✗ Fail with --target ios (note):`, then the example's files indented.
    private static func example(_ example: RuleExample, title: String, note: String?) -> String {
        let heading = [title, example.targetArguments.map { "with " + $0 }, note].compactMap(\.self).joined(separator: " ")
        let files = example.files
        let body = files.flatMap { file in
            let fileIndent = files.count > 1 ? indent + indent : indent
            let label = files.count > 1 ? [indent + file.name + ":"] : []
            return label + file.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.isEmpty ? "" : fileIndent + line
            }
        }
        return ([heading + ":"] + body).joined(separator: "\n")
    }

    private static func wrapped(_ text: String, indent: String) -> String {
        TextWrapper.lines(text, width: width - indent.count).map { indent + $0 }.joined(separator: "\n")
    }
}
