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
    enum ScalarClass: Sendable {
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
        guard case .literal(let opening) = elements.first, scalars.contains(opening) else { return [] }
        let table = MatchTable(pattern: self, scalars: scalars)
        var found: [Match] = []
        var start = 0
        while start < scalars.count {
            if let match = table.match(at: start) {
                found.append(match)
                start = match.range.upperBound
            } else {
                start += 1
            }
        }
        return found
    }
}

/// For every element and position, where a match of the pattern's tail starting there ends and
/// which length each group takes, filled from the last element back. Because no pattern has
/// back-references, this is what backtracking finds — each group's preferred length that lets
/// the rest match — in time linear in the string for each element.
private struct MatchTable {
    let elements: [PlaceholderPattern.Element]
    /// `ends[position]`: the end of a match of the whole pattern starting there, or -1.
    var ends: [Int32]
    /// `groupEnds[element][position]`: where that element's group ends on the chosen path.
    var groupEnds: [[Int32]]

    init(pattern: PlaceholderPattern, scalars: [Unicode.Scalar]) {
        elements = pattern.elements
        let count = scalars.count
        // Two rows swapped element by element, and the groups' scratch rows, allocated once.
        var next = (0...count).map { Int32($0) }
        var current = [Int32](repeating: -1, count: count + 1)
        var scratch = GroupScratch(count: count)
        groupEnds = Array(repeating: [], count: elements.count)
        for element in elements.indices.reversed() {
            switch elements[element] {
            case .literal(let literal):
                for position in 0..<count { current[position] = scalars[position] == literal ? next[position + 1] : -1 }
                current[count] = -1
            case .group(let group):
                let chosen = Self.groupEnds(group, scalars: scalars, tailEnds: next, scratch: &scratch)
                for position in 0...count { current[position] = chosen[position] >= 0 ? next[Int(chosen[position])] : -1 }
                groupEnds[element] = chosen
            }
            swap(&next, &current)
        }
        ends = next
    }

    /// The rows `groupEnds` works in, reused from group to group.
    private struct GroupScratch {
        /// `runEnd[x]`: the end of the longest run of `rest` scalars starting at x.
        var runEnd: [Int32]
        /// `nearest[x]`: the nearest position at or after (lazy) / at or before (greedy) x where the tail matches.
        var nearest: [Int32]

        init(count: Int) {
            runEnd = [Int32](repeating: Int32(count), count: count + 1)
            nearest = [Int32](repeating: -1, count: count + 1)
        }
    }

    /// For each start, the group end the quantifier prefers among those after which the tail matches.
    private static func groupEnds(
        _ group: PlaceholderPattern.Group, scalars: [Unicode.Scalar], tailEnds: [Int32], scratch: inout GroupScratch
    ) -> [Int32] {
        let count = scalars.count
        scratch.runEnd[count] = Int32(count)
        for index in (0..<count).reversed() {
            scratch.runEnd[index] = group.rest.contains(scalars[index]) ? scratch.runEnd[index + 1] : Int32(index)
        }
        var found: Int32 = -1
        if group.isLazy {
            for index in (0...count).reversed() {
                if tailEnds[index] >= 0 { found = Int32(index) }
                scratch.nearest[index] = found
            }
        } else {
            for index in 0...count {
                if tailEnds[index] >= 0 { found = Int32(index) }
                scratch.nearest[index] = found
            }
        }
        var chosen = [Int32](repeating: -1, count: count + 1)
        for position in 0...count {
            var restStart = position
            if let first = group.first {
                guard position < count, first.contains(scalars[position]) else { continue }
                restStart += 1
            }
            let shortest = restStart + group.minimumRest
            let longest = Int(scratch.runEnd[restStart])
            guard shortest <= longest else { continue }
            let end = Int(scratch.nearest[group.isLazy ? shortest : longest])
            if end >= shortest, end <= longest { chosen[position] = Int32(end) }
        }
        return chosen
    }

    /// The match starting at `start`, with its groups, if there is one.
    func match(at start: Int) -> PlaceholderPattern.Match? {
        guard ends[start] >= 0 else { return nil }
        var position = start
        var groups: [Range<Int>] = []
        for (index, element) in elements.enumerated() {
            if case .group = element {
                let end = Int(groupEnds[index][position])
                groups.append(position..<end)
                position = end
            } else {
                position += 1
            }
        }
        return PlaceholderPattern.Match(range: start..<Int(ends[start]), groups: groups)
    }
}
