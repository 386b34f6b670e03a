import PWTemplateLint

/// One of the SDKs' placeholder regular expressions, written out as data and matched by hand
/// (immutable: a class, so that the passes hand it on with one retain).
///
/// Every pattern the SDKs use is a sequence of literal braces and pipes and capturing groups of
/// the shape `(X Y{n,})` — one character of class X, then at least n characters of class Y, taken
/// lazily (Android's `(.[^}]+?)`) or greedily (iOS's `([^|}]+)`; `([^|}]*)` has no X). Matches
/// are what java.util.regex and ICU find for these shapes — leftmost start, then each
/// quantifier's preferred length that lets the rest match — by backtracking within a budget of
/// steps, and past it by a table linear in the string, so a hostile value cannot stall the linter.
final class PlaceholderPattern: Sendable {
    /// A set of Unicode scalars a pattern position accepts.
    enum ScalarClass: Sendable, Equatable {
        /// `.` with DOTALL: any scalar.
        case any
        /// `.` without DOTALL: any scalar but a Java line terminator.
        case anyButLineTerminator
        /// `[^…]`: any scalar but these.
        case noneOf([Unicode.Scalar])

        /// The scalars the class leaves out.
        var excluded: [Unicode.Scalar] {
            switch self {
            case .any: []
            case .anyButLineTerminator: ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
            case .noneOf(let excluded): excluded
            }
        }

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            !excluded.contains(scalar)
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
    private let program: MaskProgram

    /// The pattern written as literal scalars and groups, e.g. `"{{", key, "|", type, "}}"`.
    init(_ parts: [Element]) {
        self.elements = parts
        self.program = MaskProgram(parts)
    }

    /// Every non-overlapping match in the scalars of `content`, left to right, as
    /// `Matcher.find()` and `matchesInString:` report them.
    func matches(in content: String) -> [Match] {
        var masks: [MaskProgram.Mask] = []
        masks.reserveCapacity(content.utf8.count)
        for scalar in content.unicodeScalars { masks.append(program.mask(of: scalar)) }
        return matches(masks: masks)
    }

    /// Backtracking finds a value's few placements in a few steps per scalar; a value on which
    /// it would take more than about two table fills (hostile nesting) is matched by the table.
    private func matches(masks: [MaskProgram.Mask]) -> [Match] {
        guard let window = window(in: masks) else { return [] }
        return Backtracking.matches(of: program, in: masks, window: window, budget: backtrackingBudget(forScalars: window.count))
            ?? MatchTable.matches(of: program, in: masks, window: window)
    }

    /// The steps backtracking may take on `count` scalars before the table takes over.
    func backtrackingBudget(forScalars count: Int) -> Int {
        2 * program.steps.count * (count + 1)
    }

    /// The matches the table finds (no backtracking), for tests.
    func tableMatches(in scalars: [Unicode.Scalar]) -> [Match] {
        let masks = scalars.map(program.mask)
        return window(in: masks).map { MatchTable.matches(of: program, in: masks, window: $0) } ?? []
    }

    /// The matches backtracking finds in at most `budget` steps (nil: it needed more), for tests.
    func backtrackingMatches(in scalars: [Unicode.Scalar], budget: Int) -> [Match]? {
        let masks = scalars.map(program.mask)
        guard let window = window(in: masks) else { return [] }
        return Backtracking.matches(of: program, in: masks, window: window, budget: budget)
    }

    /// A match starts with the opening literal and, as every pattern ends with a literal, ends
    /// just after an occurrence of the closing one: only the scalars from the first opening
    /// literal to the last closing literal can be part of a match (nil: none can).
    private func window(in masks: [MaskProgram.Mask]) -> Range<Int>? {
        guard let opening = program.opening, let start = masks.firstIndex(of: opening) else { return nil }
        var end = masks.count
        if let closing = program.closing {
            guard let last = masks.lastIndex(of: closing), last >= start else { return nil }
            end = last + 1
        }
        return start..<end
    }
}
