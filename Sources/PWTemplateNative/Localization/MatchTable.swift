/// For every element and position, where a match of the pattern's tail starting there ends and
/// which length each group takes, filled from the last element back. Because no pattern has
/// back-references, this is what backtracking finds — each group's preferred length that lets
/// the rest match — in time linear in the string for each element.
enum MatchTable {
    /// The matches of the scalars `window` of `masks`, left to right. All rows live in one
    /// array: two rows of tail ends swapped element by element, two scratch rows for the groups
    /// (run ends, nearest tail), and one row per group of where that group ends on the chosen path.
    static func matches(of program: MaskProgram, in masks: [MaskProgram.Mask], window: Range<Int>) -> [PlaceholderPattern.Match] {
        let count = window.count
        let base = window.lowerBound
        let width = count + 1
        var table = [Int32](repeating: -1, count: (4 + program.groupCount) * width)
        var next = 0
        var current = width
        let runEnd = 2 * width
        let nearest = 3 * width
        for position in 0...count { table[next + position] = Int32(position) }
        // Groups mostly share their `rest` class: its runs are found once for all of them.
        var runsOf: MaskProgram.Mask?
        var group = program.groupCount
        for step in program.steps.reversed() {
            switch step {
            case .literal(let bit):
                for position in 0..<count {
                    table[current + position] = masks[base + position] == bit ? table[next + position + 1] : -1
                }
                table[current + count] = -1
            case .group(let first, let rest, let minimumRest, let isLazy):
                group -= 1
                let chosen = (4 + group) * width
                if runsOf != rest {
                    // `runEnd + x`: the end of the longest run of `rest` scalars starting at x.
                    table[runEnd + count] = Int32(count)
                    for index in (0..<count).reversed() {
                        table[runEnd + index] = masks[base + index] & rest == 0 ? table[runEnd + index + 1] : Int32(index)
                    }
                    runsOf = rest
                }
                // `nearest + x`: the nearest position at or after (lazy) / at or before (greedy) x where the tail matches.
                var found: Int32 = -1
                for offset in 0...count {
                    let index = isLazy ? count - offset : offset
                    if table[next + index] >= 0 { found = Int32(index) }
                    table[nearest + index] = found
                }
                // The end the quantifier prefers among those after which the tail matches (-1: none).
                for position in 0...count {
                    var end: Int32 = -1
                    var restStart = position
                    if let first {
                        restStart = position < count && masks[base + position] & first == 0 ? position + 1 : -1
                    }
                    if restStart >= 0 {
                        let shortest = restStart + minimumRest
                        let longest = Int(table[runEnd + restStart])
                        if shortest <= longest {
                            let candidate = table[nearest + (isLazy ? shortest : longest)]
                            if candidate >= shortest, candidate <= longest { end = candidate }
                        }
                    }
                    table[chosen + position] = end
                    table[current + position] = end >= 0 ? table[next + Int(end)] : -1
                }
            }
            swap(&next, &current)
        }
        var found: [PlaceholderPattern.Match] = []
        var start = 0
        while start < count {
            let end = Int(table[next + start])
            guard end >= 0 else {
                start += 1
                continue
            }
            var position = start
            var groups: [Range<Int>] = []
            groups.reserveCapacity(program.groupCount)
            for step in program.steps {
                if case .group = step {
                    let groupEnd = Int(table[(4 + groups.count) * width + position])
                    groups.append(base + position..<base + groupEnd)
                    position = groupEnd
                } else {
                    position += 1
                }
            }
            found.append(PlaceholderPattern.Match(range: base + start..<base + end, groups: groups))
            start = end
        }
        return found
    }
}
