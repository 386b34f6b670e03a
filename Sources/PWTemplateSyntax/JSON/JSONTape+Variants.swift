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

    /// A tape of `tree`, whose ranges are bytes of `text`: for a value assembled from parts of
    /// one document (the dark overlay merged onto its light block). Numbers are read from `text`
    /// at their ranges.
    package convenience init(tree: JSONNode, text: SourceText) {
        var records: [Record] = []
        var strings: [String] = []
        /// A container whose children are being written: its record and its remaining children.
        var open: [(record: Int, children: IndexingIterator<[(key: (String, Range<Int>)?, node: JSONNode)]>)] = []
        func append(_ kind: Record.Kind, _ range: Range<Int>, string: String? = nil) -> Int {
            var payload: UInt32 = 0
            if let string {
                payload = UInt32(truncatingIfNeeded: strings.count)
                strings.append(string)
            }
            records.append(Record(kind: kind, start: UInt32(truncatingIfNeeded: range.lowerBound), end: UInt32(truncatingIfNeeded: range.upperBound),
                                  next: UInt32(truncatingIfNeeded: records.count + 1),
                                  parent: open.last.map { UInt32(truncatingIfNeeded: $0.record) } ?? Self.noParent, payload: payload))
            return records.count - 1
        }
        var pending: JSONNode? = tree
        while true {
            if let node = pending {
                pending = nil
                switch node.value {
                case .object(let members):
                    let record = append(.object, node.range)
                    records[record].payload = UInt32(truncatingIfNeeded: members.count)
                    open.append((record, members.map { (($0.key, $0.keyRange), $0.value) }.makeIterator()))
                case .array(let elements):
                    let record = append(.array, node.range)
                    records[record].payload = UInt32(truncatingIfNeeded: elements.count)
                    open.append((record, elements.map { (nil, $0) }.makeIterator()))
                case .string(let value): _ = append(.string, node.range, string: value)
                case .number: _ = append(.number, node.range)
                case .bool(let flag): _ = append(flag ? .true : .false, node.range)
                case .null: _ = append(.null, node.range)
                }
            }
            guard let top = open.indices.last else { break }
            if let child = open[top].children.next() {
                if let (key, range) = child.key { _ = append(.key, range, string: key) }
                pending = child.node
            } else {
                records[open[top].record].next = UInt32(truncatingIfNeeded: records.count)
                open.removeLast()
            }
        }
        self.init(text: text, records: records, decodedStrings: strings)
    }
}
