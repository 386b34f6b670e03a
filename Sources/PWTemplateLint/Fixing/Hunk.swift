/// A run of diff steps with its context lines: one `@@ -a,b +c,d @@` block of a unified diff.
struct Hunk {
    var operations: [DiffOperation]

    /// `@@ -start,count +start,count @@`, 1-based. A side without lines is `0,0`: with context
    /// lines around every change, that happens only for an empty text.
    var header: String {
        var oldLines: [Int] = [], newLines: [Int] = []
        for operation in operations {
            switch operation {
            case .keep(let old, let new): oldLines.append(old); newLines.append(new)
            case .remove(let old): oldLines.append(old)
            case .insert(let new): newLines.append(new)
            }
        }
        return "@@ -\(Self.span(oldLines)) +\(Self.span(newLines)) @@\n"
    }

    private static func span(_ lines: [Int]) -> String {
        guard let first = lines.first else { return "0,0" }
        return lines.count == 1 ? "\(first + 1)" : "\(first + 1),\(lines.count)"
    }

    /// The hunks of `operations`: each change with up to `context` kept lines around it; changes
    /// closer than twice the context share a hunk.
    static func group(_ operations: [DiffOperation], context: Int) -> [Hunk] {
        let changed = operations.indices.filter { if case .keep = operations[$0] { false } else { true } }
        guard var start = changed.first.map({ max($0 - context, 0) }), var end = changed.first else { return [] }
        var hunks: [Hunk] = []
        for index in changed.dropFirst() {
            if index - end > 2 * context {
                hunks.append(Hunk(operations: Array(operations[start...min(end + context, operations.count - 1)])))
                start = index - context
            }
            end = index
        }
        hunks.append(Hunk(operations: Array(operations[start...min(end + context, operations.count - 1)])))
        return hunks
    }
}
