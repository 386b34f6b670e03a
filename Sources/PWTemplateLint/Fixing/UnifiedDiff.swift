import PWTemplateArchive

/// A unified diff of two texts (`diff -u` style, three lines of context), for `--diff`.
public enum UnifiedDiff {
    /// The lines of context around each change.
    static let context = 3
    /// Above this many line pairs the changed middle is shown as one replaced block.
    static let comparisonLimit = 4_000_000

    /// The diff from `old` to `new`, labelled `--- a/<path>` / `+++ b/<path>`; empty when the
    /// texts are equal.
    public static func render(old: [UInt8], new: [UInt8], path: String) -> String {
        guard old != new else { return "" }
        let before = Lines(old), after = Lines(new)
        let operations = DiffOperations.between(before.lines, after.lines, limit: comparisonLimit)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in Hunk.group(operations, context: context) {
            output += hunk.header
            for operation in hunk.operations {
                switch operation {
                case .keep(let old, _): output += " " + before.text(old)
                case .remove(let old): output += "-" + before.text(old)
                case .insert(let new): output += "+" + after.text(new)
                }
            }
        }
        return output
    }

    /// A text split into lines, each with its line break, and the marker diff prints for a
    /// last line without one.
    struct Lines {
        let lines: [ArraySlice<UInt8>]

        init(_ bytes: [UInt8]) {
            var lines: [ArraySlice<UInt8>] = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                lines.append(bytes[start...index])
                start = index + 1
            }
            if start < bytes.count { lines.append(bytes[start...]) }
            self.lines = lines
        }

        func text(_ index: Int) -> String {
            let line = lines[index]
            let text = String(decoding: line, as: UTF8.self)
            return line.last == UInt8(ascii: "\n") ? text : text + "\n\\ No newline at end of file\n"
        }
    }
}
