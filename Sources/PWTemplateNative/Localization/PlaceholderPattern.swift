import PWTemplateLint

/// One of the SDKs' placeholder regular expressions, written out as data and matched by hand.
///
/// Every pattern the SDKs use is a sequence of literal braces and pipes and capturing groups of
/// the shape `(X Y{n,})` — one character of class X, then at least n characters of class Y, taken
/// lazily (Android's `(.[^}]+?)`) or greedily (iOS's `([^|}]+)`; `([^|}]*)` has no X). Matches
/// are what java.util.regex and ICU find for these shapes — leftmost start, then each
/// quantifier's preferred length that lets the rest match — computed without backtracking, in
/// time linear in the string, so a hostile value cannot stall the linter.
struct PlaceholderPattern: Sendable {
    /// A set of Unicode scalars a pattern position accepts.
    enum ScalarClass: Sendable, Equatable {
        /// `.` with DOTALL: any scalar.
        case any
        /// `.` without DOTALL: any scalar but a Java line terminator.
        case anyButLineTerminator
        /// `[^…]`: any scalar but these.
        case noneOf([Unicode.Scalar])

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .any: true
            case .anyButLineTerminator:
                switch scalar {
                case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": false
                default: true
                }
            case .noneOf(let excluded): !excluded.contains(scalar)
            }
        }
    }

    /// A capturing group: one scalar of `first` (when there is one), then `minimumRest` or more
    /// scalars of `rest`.
    struct Group: Sendable {
        var first: ScalarClass?
        var rest: ScalarClass
        var minimumRest: Int
        var isLazy: Bool
    }

    enum Element: Sendable {
        case literal(Unicode.Scalar)
        case group(Group)
    }

    /// One match: the whole range and each group's range, in scalar offsets.
    struct Match: Sendable, Equatable {
        var range: Range<Int>
        var groups: [Range<Int>]
    }

    let elements: [Element]

    /// The pattern written as literal scalars and groups, e.g. `"{{", key, "|", type, "}}"`.
    init(_ parts: [Element]) {
        self.elements = parts
    }

    /// Every non-overlapping match, left to right, as `Matcher.find()` and `matchesInString:` report them.
    func matches(in scalars: [Unicode.Scalar]) -> [Match] {
        // A match starts with the opening literal and, as every pattern ends with a literal,
        // ends just after an occurrence of the closing one: the table covers only the scalars
        // from the first opening literal to the last closing literal.
        guard case .literal(let opening) = elements.first, let start = scalars.firstIndex(of: opening) else { return [] }
        var end = scalars.count
        if case .literal(let closing) = elements.last {
            guard let last = scalars.lastIndex(of: closing), last >= start else { return [] }
            end = last + 1
        }
        return scalars.withUnsafeBufferPointer { scalars in
            MatchTable.matches(of: self, in: UnsafeBufferPointer(rebasing: scalars[start..<end])).map { match in
                Match(range: start + match.range.lowerBound..<start + match.range.upperBound,
                      groups: match.groups.map { start + $0.lowerBound..<start + $0.upperBound })
            }
        }
    }
}

/// For every element and position, where a match of the pattern's tail starting there ends and
/// which length each group takes, filled from the last element back. Because no pattern has
/// back-references, this is what backtracking finds — each group's preferred length that lets
/// the rest match — in time linear in the string for each element.
private enum MatchTable {
    /// The matches in `scalars`, left to right. All rows live in one buffer: two rows of tail
    /// ends swapped element by element, two scratch rows for the groups, and one row per group
    /// of where that group ends on the chosen path.
    static func matches(of pattern: PlaceholderPattern, in scalars: UnsafeBufferPointer<Unicode.Scalar>) -> [PlaceholderPattern.Match] {
        let elements = pattern.elements
        let count = scalars.count
        let width = count + 1
        let groupCount = elements.count { if case .group = $0 { true } else { false } }
        var storage = [Int32](repeating: -1, count: (4 + groupCount) * width)
        return storage.withUnsafeMutableBufferPointer { storage in
            func row(_ index: Int) -> UnsafeMutableBufferPointer<Int32> {
                UnsafeMutableBufferPointer(rebasing: storage[index * width..<(index + 1) * width])
            }
            var next = row(0)
            var current = row(1)
            let scratch = (runEnd: row(2), nearest: row(3))
            // Groups mostly share their `rest` class: its runs are found once for all of them.
            var runsOf: PlaceholderPattern.ScalarClass?
            for position in 0...count { next[position] = Int32(position) }
            var group = groupCount
            for element in elements.reversed() {
                switch element {
                case .literal(let literal):
                    for position in 0..<count { current[position] = scalars[position] == literal ? next[position + 1] : -1 }
                    current[count] = -1
                case .group(let shape):
                    group -= 1
                    let chosen = row(4 + group)
                    if runsOf != shape.rest {
                        fillRunEnds(scratch.runEnd, of: shape.rest, scalars: scalars)
                        runsOf = shape.rest
                    }
                    fillGroupEnds(chosen, of: shape, scalars: scalars, tailEnds: next, scratch: scratch)
                    for position in 0...count { current[position] = chosen[position] >= 0 ? next[Int(chosen[position])] : -1 }
                }
                swap(&next, &current)
            }
            var found: [PlaceholderPattern.Match] = []
            var start = 0
            while start < count {
                let end = Int(next[start])
                guard end >= 0 else {
                    start += 1
                    continue
                }
                var position = start
                var groups: [Range<Int>] = []
                for element in elements {
                    if case .group = element {
                        let groupEnd = Int(row(4 + groups.count)[position])
                        groups.append(position..<groupEnd)
                        position = groupEnd
                    } else {
                        position += 1
                    }
                }
                found.append(PlaceholderPattern.Match(range: start..<end, groups: groups))
                start = end
            }
            return found
        }
    }

    /// `runEnd[x]`: the end of the longest run of `rest` scalars starting at x.
    private static func fillRunEnds(
        _ runEnd: UnsafeMutableBufferPointer<Int32>, of rest: PlaceholderPattern.ScalarClass, scalars: UnsafeBufferPointer<Unicode.Scalar>
    ) {
        let count = scalars.count
        runEnd[count] = Int32(count)
        for index in (0..<count).reversed() {
            runEnd[index] = rest.contains(scalars[index]) ? runEnd[index + 1] : Int32(index)
        }
    }

    /// For each start, the group end the quantifier prefers among those after which the tail
    /// matches (-1: none), written to `chosen`; `scratch.runEnd` holds the runs of the group's `rest`.
    private static func fillGroupEnds(
        _ chosen: UnsafeMutableBufferPointer<Int32>, of group: PlaceholderPattern.Group, scalars: UnsafeBufferPointer<Unicode.Scalar>,
        tailEnds: UnsafeMutableBufferPointer<Int32>,
        scratch: (runEnd: UnsafeMutableBufferPointer<Int32>, nearest: UnsafeMutableBufferPointer<Int32>)
    ) {
        // `nearest[x]`: the nearest position at or after (lazy) / at or before (greedy) x where the tail matches.
        let (runEnd, nearest) = scratch
        let count = scalars.count
        var found: Int32 = -1
        if group.isLazy {
            for index in (0...count).reversed() {
                if tailEnds[index] >= 0 { found = Int32(index) }
                nearest[index] = found
            }
        } else {
            for index in 0...count {
                if tailEnds[index] >= 0 { found = Int32(index) }
                nearest[index] = found
            }
        }
        for position in 0...count {
            chosen[position] = -1
            var restStart = position
            if let first = group.first {
                guard position < count, first.contains(scalars[position]) else { continue }
                restStart += 1
            }
            let shortest = restStart + group.minimumRest
            let longest = Int(runEnd[restStart])
            guard shortest <= longest else { continue }
            let end = Int(nearest[group.isLazy ? shortest : longest])
            if end >= shortest, end <= longest { chosen[position] = Int32(end) }
        }
    }
}
