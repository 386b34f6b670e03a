/// One step from an old list of lines to a new one: indices into the old and new lines.
enum DiffOperation: Equatable {
    case keep(Int, Int)
    case remove(Int)
    case insert(Int)
}

enum DiffOperations {
    /// The steps from `old` to `new`: the common prefix and suffix kept, the middle by a longest
    /// common subsequence, or replaced whole when it has more than `limit` line pairs.
    static func between<Line: Equatable>(_ old: [Line], _ new: [Line], limit: Int) -> [DiffOperation] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        var operations = (0..<prefix).map { DiffOperation.keep($0, $0) }
        if oldMiddle.count * newMiddle.count > limit {
            operations += oldMiddle.map(DiffOperation.remove) + newMiddle.map(DiffOperation.insert)
        } else {
            operations += middle(old, oldMiddle, new, newMiddle)
        }
        operations += (0..<suffix).map { DiffOperation.keep(old.count - suffix + $0, new.count - suffix + $0) }
        return operations
    }

    /// A longest-common-subsequence alignment of two ranges of lines.
    private static func middle<Line: Equatable>(_ old: [Line], _ oldRange: Range<Int>, _ new: [Line], _ newRange: Range<Int>) -> [DiffOperation] {
        let rows = oldRange.count, columns = newRange.count
        // lengths[i][j]: the LCS length of old[i...] and new[j...] within the ranges.
        var lengths = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
        func index(_ row: Int, _ column: Int) -> Int { row * (columns + 1) + column }
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                lengths[index(row, column)] = old[oldRange.lowerBound + row] == new[newRange.lowerBound + column]
                    ? lengths[index(row + 1, column + 1)] + 1
                    : max(lengths[index(row + 1, column)], lengths[index(row, column + 1)])
            }
        }
        var operations: [DiffOperation] = []
        var row = 0, column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, old[oldRange.lowerBound + row] == new[newRange.lowerBound + column] {
                operations.append(.keep(oldRange.lowerBound + row, newRange.lowerBound + column))
                row += 1
                column += 1
            } else if column < columns, row == rows || lengths[index(row, column + 1)] > lengths[index(row + 1, column)] {
                operations.append(.insert(newRange.lowerBound + column))
                column += 1
            } else {
                operations.append(.remove(oldRange.lowerBound + row))
                row += 1
            }
        }
        return operations
    }
}
