import PWTemplateSyntax

/// The `text` listing of `rules`: a header, then one row per rule, columns aligned with two
/// spaces between them. Rows are not wrapped, so each rule stays one line for `grep`.
///
/// ```text
/// RULE              SEVERITY  CATEGORY   SUMMARY
/// json-syntax       error     json       The file is not strict RFC 8259 JSON.
/// ```
enum RuleTable {
    static func render(_ rules: [Rule]) -> String {
        let header = ["RULE", "SEVERITY", "CATEGORY", "SUMMARY"]
        return TextTable.render([header] + rules.map { [$0.id, $0.defaultSeverity.rawValue, $0.category.rawValue, $0.summary] })
    }
}
