/// Edit distance and the "did you mean" choice built on it.
public enum EditDistance {
    /// The Levenshtein distance: the fewest single-character insertions, deletions and
    /// substitutions that turn `a` into `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let source = Array(a)
        let target = Array(b)
        var previous = Array(0...target.count)
        for (i, sourceCharacter) in source.enumerated() {
            var current = [i + 1]
            for (j, targetCharacter) in target.enumerated() {
                let substitution = previous[j] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(substitution, previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[target.count]
    }

    /// The candidate `typed` most likely misspells: the nearest one within distance 2 (and
    /// nearer than `typed` is long, so a single letter never "means" another), else the first
    /// one `typed` begins. Ties go to the earlier candidate.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        guard !typed.isEmpty else { return nil }
        let prefixScore = 3
        let scored = candidates.compactMap { candidate -> (candidate: String, score: Int)? in
            let distance = between(typed, candidate)
            if distance <= 2, distance < typed.count { return (candidate, distance) }
            return candidate.hasPrefix(typed) ? (candidate, prefixScore) : nil
        }
        return scored.min { $0.score < $1.score }?.candidate
    }
}
