import PWTemplateSyntax

/// What an edit fix changed in the text of one entry, so that ``TemplateFixer`` can tell a
/// finding the fix introduces from one it reveals.
///
/// The fix changed the bytes its replacements occupy in the new text (an empty span where it
/// only deleted). A place a finding names (its own location or a related one) is *changed* when
/// its text meets those bytes, unless it is *revealed*: a value the SDK could not read before the
/// fix, that is one at a JSON pointer the old text did not have (no pointer at all when the old
/// text did not parse) whose value lies outside the written bytes, wherever its finding is shown. Renaming `"Modal"` to `"modal"` writes only
/// the key, so the values under it, new at `/modal/…`, are revealed; removing a trailing comma
/// makes a file parse, so everything in it is revealed. A place without a range is the value
/// its pointer names, or the nearest one above it that exists (a missing member is a place in
/// its object).
struct FixFootprint {
    let entry: EntryName
    /// The text of the entry with the fix applied.
    private let text: SourceText
    /// Where each replacement's text lies in the new text, in bytes.
    private let spans: [Range<Int>]
    /// The byte range of every value of the new text, by pointer (the last of duplicate keys).
    private let values: [String: Range<Int>]
    /// The pointers of the old text's values.
    private let readable: Set<String>

    /// The footprint of `edits` (offsets in the old text) turning `before` into `after`.
    init(edits: [TextEdit], in entry: EntryName, before: JSONDocument?, after: JSONDocument) {
        self.entry = entry
        text = after.text
        var shift = 0
        var spans: [Range<Int>] = []
        // In the order ``TextEdit/apply(_:to:)`` applies them.
        let ordered = edits.enumerated().sorted { ($0.element.bytes.lowerBound, $0.offset) < ($1.element.bytes.lowerBound, $1.offset) }
        for (_, edit) in ordered {
            let start = edit.bytes.lowerBound + shift, length = edit.replacement.utf8.count
            spans.append(start..<start + length)
            shift += length - edit.bytes.count
        }
        self.spans = spans
        var values: [String: Range<Int>] = [:]
        after.root.map { Self.walk($0, at: JSONPointer.root) { values[$0] = $1 } }
        self.values = values
        var readable = Set<String>()
        before?.root.map { Self.walk($0, at: JSONPointer.root) { pointer, _ in readable.insert(pointer) } }
        self.readable = readable
    }

    /// Whether `finding` names a place the fix changed.
    func isChanged(_ finding: Diagnostic) -> Bool {
        ([finding.location] + finding.related.map(\.location)).contains { location in
            (location.entry ?? finding.location.entry) == entry && isChanged(location)
        }
    }

    private func isChanged(_ location: Location) -> Bool {
        let (pointer, range) = place(of: location)
        guard spans.contains(where: { Self.meet(range, $0) }) else { return false }
        if readable.contains(pointer) { return true }
        // A value the old text did not have is revealed, even where its finding is shown on a
        // key the fix wrote (a renamed block), unless the fix wrote the value itself.
        let value = values[pointer] ?? range
        return spans.contains { $0.lowerBound <= value.lowerBound && value.upperBound <= $0.upperBound }
    }

    /// The pointer of the value `location` is in, and the text it spans.
    private func place(of location: Location) -> (pointer: String, range: Range<Int>) {
        var pointer = location.pointer ?? JSONPointer.root
        if let range = location.range { return (pointer, range.bytes) }
        while values[pointer] == nil, let slash = pointer.utf8.lastIndex(of: UInt8(ascii: "/")) {
            pointer = String(pointer[..<slash])
        }
        return (pointer, values[pointer] ?? 0..<text.bytes.count)
    }

    /// Whether a place's text meets a span the fix wrote: they share some text; a span where
    /// bytes were only deleted meets the places that hold it inside; an empty place meets the
    /// span it lies in.
    private static func meet(_ range: Range<Int>, _ span: Range<Int>) -> Bool {
        switch (range.isEmpty, span.isEmpty) {
        case (false, false): range.overlaps(span)
        case (false, true): range.lowerBound < span.lowerBound && span.lowerBound < range.upperBound
        case (true, false): span.contains(range.lowerBound)
        case (true, true): range.lowerBound == span.lowerBound
        }
    }

    /// Calls `visit` with the pointer and byte range of `node` and of every value inside it.
    private static func walk(_ node: JSONNode, at pointer: String, _ visit: (String, Range<Int>) -> Void) {
        visit(pointer, node.range)
        switch node.value {
        case .object(let members):
            for member in members { walk(member.value, at: JSONPointer.appending(member.key, to: pointer), visit) }
        case .array(let elements):
            for (index, element) in elements.enumerated() { walk(element, at: JSONPointer.appending(index, to: pointer), visit) }
        case .string, .number, .bool, .null:
            break
        }
    }
}
