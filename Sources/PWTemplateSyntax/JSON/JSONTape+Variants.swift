extension JSONTape {
    /// A variant of this tape: the string values (not names) that satisfy `predicate` read, in
    /// document order, as `replacements` (one per such string, as
    /// `LocatedString.all(in:text:textPositions:where:)` finds them). The records are shared, not
    /// copied; ranges stay those of the source, so findings on the variant point at the text.
    package func replacingStrings(where predicate: (String) -> Bool, with replacements: [String]) -> JSONTape {
        var next = replacements.makeIterator()
        let variant = overlaying { value in
            guard predicate(value) else { return nil }
            guard let replacement = next.next() else {
                assertionFailure("fewer replacements than matching strings")
                return nil
            }
            return replacement
        }
        assert(next.next() == nil, "more replacements than matching strings")
        return variant
    }

    /// A variant of this tape with every string value (not name) read as `transform(value)`.
    package func mappingStrings(_ transform: (String) -> String) -> JSONTape {
        overlaying(transform)
    }

    /// A variant whose string values read `replacement(value)`, unless it is `nil` or the same
    /// (a variant of a variant keeps the first one's other replacements).
    private func overlaying(_ replacement: (String) -> String?) -> JSONTape {
        var replaced = JSONTapeOverlay()
        for index in records.indices where records[index].kind == .string {
            let value = string(at: index)
            if let new = replacement(value), new != value {
                replaced.append(new, at: index)
            } else if let earlier = replacedStrings[index] {
                replaced.append(earlier, at: index)
            }
        }
        return JSONTape(text: text, records: records, decodedStrings: decodedStrings, origin: origin, replacedStrings: replaced)
    }
}
