/// The SDKs' regex engines' own way: from each start, each group tries its lengths in the
/// quantifier's order and the first that lets the rest match wins. A few steps per scalar on
/// real values; `budget` bounds the steps, so hostile nesting gives up (nil) instead of stalling.
struct Backtracking {
    private let steps: [MaskProgram.Step]
    private let masks: [MaskProgram.Mask]
    private let end: Int
    private var remaining: Int
    /// Each group's range on the path being tried.
    private var groups: [Range<Int>]

    /// The matches in `masks[window]`, left to right, or nil when they take more than `budget` steps.
    static func matches(
        of program: MaskProgram, in masks: [MaskProgram.Mask], window: Range<Int>, budget: Int
    ) -> [PlaceholderPattern.Match]? {
        var search = Backtracking(
            steps: program.steps, masks: masks, end: window.upperBound, remaining: budget,
            groups: Array(repeating: 0..<0, count: program.groupCount))
        var found: [PlaceholderPattern.Match] = []
        var start = window.lowerBound
        while start < window.upperBound {
            if program.opening.map({ masks[start] != $0 }) ?? false {
                start += 1
                continue
            }
            guard let outcome = search.tail(from: 0, at: start, group: 0) else { return nil }
            if let matchEnd = outcome {
                found.append(PlaceholderPattern.Match(range: start..<matchEnd, groups: search.groups))
                start = matchEnd
            } else {
                start += 1
            }
        }
        return found
    }

    /// Where a match of `steps[index...]`, whose first group is the `group`-th, from `position`
    /// ends (`.some(nil)`: none; nil: out of budget).
    private mutating func tail(from index: Int, at position: Int, group: Int) -> Int?? {
        remaining -= 1
        guard remaining >= 0 else { return nil }
        guard index < steps.count else { return .some(position) }
        switch steps[index] {
        case .literal(let bit):
            guard position < end, masks[position] == bit else { return .some(nil) }
            return tail(from: index + 1, at: position + 1, group: group)
        case .group(let first, let rest, let minimumRest, let isLazy):
            var restStart = position
            if let first {
                guard position < end, masks[position] & first == 0 else { return .some(nil) }
                restStart += 1
            }
            // The lengths the quantifier may take: from `shortest` to the end of the run of `rest`,
            // which a lazy group reads only as far as it tries.
            var shortest = restStart
            while shortest < restStart + minimumRest {
                guard shortest < end, masks[shortest] & rest == 0 else { return .some(nil) }
                shortest += 1
            }
            var candidate = shortest
            if !isLazy {
                while candidate < end, masks[candidate] & rest == 0 { candidate += 1 }
                remaining -= candidate - shortest
            }
            while true {
                guard let outcome = tail(from: index + 1, at: candidate, group: group + 1) else { return nil }
                if let matchEnd = outcome {
                    groups[group] = position..<candidate
                    return .some(matchEnd)
                }
                if isLazy {
                    guard candidate < end, masks[candidate] & rest == 0 else { return .some(nil) }
                    candidate += 1
                } else {
                    guard candidate > shortest else { return .some(nil) }
                    candidate -= 1
                }
            }
        }
    }
}
