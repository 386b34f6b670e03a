import PWTemplateCore

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
        let rows = [header] + rules.map { [$0.id, $0.defaultSeverity.rawValue, $0.category.rawValue, $0.summary] }
        let widths = header.indices.dropLast().map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row, widths).map { cell, width in cell + String(repeating: " ", count: width - cell.count + 2) }
                .joined() + row[row.count - 1]
        }
        .joined(separator: "\n") + "\n"
    }
}
