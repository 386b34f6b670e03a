extension Diagnostic {
    /// `findings` in the order of every report: entry, line, column, rule, message, with
    /// `sources` the text of each entry. No line or column is worked out: within one text, they
    /// follow the byte offsets.
    public static func inReportOrder(_ findings: [Diagnostic], sources: EntrySources) -> [Diagnostic] {
        let keyed = findings.map { finding in
            (key: (finding.location.entry?.path ?? "", orderOffset(of: finding.location, sources: sources)), finding: finding)
        }
        return keyed.sorted { lhs, rhs in
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            if lhs.finding.rule.id != rhs.finding.rule.id { return lhs.finding.rule.id < rhs.finding.rule.id }
            return lhs.finding.message < rhs.finding.message
        }.map(\.finding)
    }

    /// Where a finding sorts in its entry, in the order of its line and column without working
    /// them out: the first byte of the character its range starts at (offsets of one line and
    /// column share it, ``SourceText/characterStart(ofByte:)``); `0` for the empty range at the
    /// start of an entry whose text is unknown, `-1` (first) for no place.
    private static func orderOffset(of location: Location, sources: EntrySources) -> Int {
        guard let range = location.range else { return -1 }
        guard let text = location.entry.flatMap({ sources[$0] }) else { return range.bytes == 0..<0 ? 0 : -1 }
        return text.characterStart(ofByte: range.bytes.lowerBound)
    }
}
