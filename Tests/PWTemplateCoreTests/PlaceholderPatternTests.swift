@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// Both matchers — bounded backtracking on masks and the table it falls back to — find what a
/// backtracking regex engine finds on scalars, on every pattern of both SDKs, over strings built
/// from the scalars the patterns care about.
@Suite struct PlaceholderPatternTests {
    /// Braces, pipes, a line terminator, a letter and a two-byte letter, each likely enough that
    /// short strings hold whole and partial placeholders.
    static let alphabet: [Unicode.Scalar] = ["{", "{", "}", "}", "|", "|", "a", "b", "\n", "\u{E9}", "\u{2028}"]

    /// `java.util.regex` / ICU on these shapes: leftmost start, then each quantifier tries its
    /// preferred length first and backtracks.
    static func backtrackingMatches(_ pattern: PlaceholderPattern, in scalars: [Unicode.Scalar]) -> [PlaceholderPattern.Match] {
        func match(_ element: Int, at position: Int, groups: [Range<Int>]) -> (end: Int, groups: [Range<Int>])? {
            guard element < pattern.elements.count else { return (position, groups) }
            switch pattern.elements[element] {
            case .literal(let literal):
                guard position < scalars.count, scalars[position] == literal else { return nil }
                return match(element + 1, at: position + 1, groups: groups)
            case .group(let group):
                var restStart = position
                if let first = group.first {
                    guard position < scalars.count, first.contains(scalars[position]) else { return nil }
                    restStart += 1
                }
                var longest = restStart
                while longest < scalars.count, group.rest.contains(scalars[longest]) { longest += 1 }
                let shortest = restStart + group.minimumRest
                guard shortest <= longest else { return nil }
                let ends = group.isLazy ? Array(shortest...longest) : Array((shortest...longest).reversed())
                for end in ends {
                    if let found = match(element + 1, at: end, groups: groups + [position..<end]) { return found }
                }
                return nil
            }
        }
        var found: [PlaceholderPattern.Match] = []
        var start = 0
        while start < scalars.count {
            if let (end, groups) = match(0, at: start, groups: []) {
                found.append(PlaceholderPattern.Match(range: start..<end, groups: groups))
                start = end
            } else {
                start += 1
            }
        }
        return found
    }

    static let patterns = (SubstitutionPass.android + SubstitutionPass.ios).map(\.pattern)

    @Test func matchesLikeBacktrackingOnRandomStrings() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let scalars = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }
            for pattern in Self.patterns { Self.expectMatchersAgree(pattern, on: scalars) }
        }
    }

    /// The table, unbounded backtracking and `matches(in:)` each find what the reference finds.
    static func expectMatchersAgree(_ pattern: PlaceholderPattern, on scalars: [Unicode.Scalar]) {
        let expected = backtrackingMatches(pattern, in: scalars)
        let value = String(String.UnicodeScalarView(scalars))
        #expect(pattern.tableMatches(in: scalars) == expected, "table: \(value.debugDescription)")
        #expect(pattern.backtrackingMatches(in: scalars, budget: .max) == expected, "backtracking: \(value.debugDescription)")
        #expect(pattern.matches(in: value) == expected, "\(value.debugDescription)")
    }

    @Test(arguments: [
        "{{t0|text|Offer book the}}", "x {{a|b|c}} y {{dd|ee|}} z }", "}}{{aa|bb|cc}}", "{{aa|bb|cc}", "{a|b|}{c|d|}}",
        "{{{{k|text|d}}}}", "{{a|t|d}}", "{{a|text|d}}", "{{|text|d}}", "{{Name|text|a|b}}", "{{x\n|y|z}}",
    ])
    func matchesLikeBacktracking(_ value: String) {
        for pattern in Self.patterns { Self.expectMatchersAgree(pattern, on: Array(value.unicodeScalars)) }
    }

    /// A value whose lazy groups can each take any of its pipes makes backtracking try about n³
    /// paths: it gives up within its budget, and the table finds the matches.
    @Test func hostileNestingFallsBackToTheTable() {
        let scalars = Array(("{{" + String(repeating: "a|", count: 60) + "}").unicodeScalars)
        let pattern = SubstitutionPass.android[0].pattern
        #expect(pattern.backtrackingMatches(in: scalars, budget: pattern.backtrackingBudget(forScalars: scalars.count)) == nil)
        #expect(pattern.matches(in: String(String.UnicodeScalarView(scalars))) == pattern.tableMatches(in: scalars))
        #expect(pattern.backtrackingMatches(in: scalars, budget: .max) == pattern.tableMatches(in: scalars))
    }
}

/// SplitMix64: reproducible random strings.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
