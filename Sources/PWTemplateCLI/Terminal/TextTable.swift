/// Rows of cells aligned into columns two spaces apart, for `grep`-friendly listings: no
/// wrapping, no trailing spaces. Widths count characters, so `✓` takes one column.
enum TextTable {
    static func render(_ rows: [[String]]) -> String {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (cell, width) in zip(row, widths) {
                line += cell + String(repeating: " ", count: width - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            return line + "\n"
        }
        .joined()
    }
}
