import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Properties every result must have, whatever the input: a violation traps, so libFuzzer
/// reports it as a crash and keeps the input.
public enum Invariants {
    /// Every value of the tape and every node of the tree spans bytes inside `text`, its
    /// members and elements inside it and in order.
    public static func check(_ document: JSONDocument) {
        check(document.diagnostics, in: document.text)
        precondition((document.tape == nil) == (document.root == nil), "a tape without a tree, or the reverse")
        if let cursor = document.cursor { check(cursor, in: document.text) }
        guard let root = document.root else { return }
        var pending = [(node: root, parent: 0..<document.text.bytes.count)]
        while let (node, parent) = pending.popLast() {
            precondition(node.range.lowerBound >= parent.lowerBound && node.range.upperBound <= parent.upperBound,
                         "node \(node.range) outside \(parent)")
            switch node.value {
            case .object(let members):
                for member in members {
                    precondition(member.keyRange.upperBound <= member.value.range.lowerBound, "key after its value")
                    pending.append((member.value, node.range))
                }
            case .array(let elements):
                pending += elements.map { ($0, node.range) }
            case .string, .number, .bool, .null:
                break
            }
        }
    }

    /// Each value on the tape lies inside its container, after the one before it; a string's
    /// literal alone parses to the same text, a member's pointer ends in its escaped name, and
    /// an object says whether its names are distinct.
    private static func check(_ root: JSONCursor, in text: SourceText) {
        precondition(root.pointer == JSONPointer.root, "the root's pointer is \(root.pointer)")
        var pending = [root]
        while let value = pending.popLast() {
            let range = value.byteRange
            precondition(range.lowerBound >= 0 && range.upperBound <= text.bytes.count && !range.isEmpty, "value \(range) outside the text")
            if let string = value.string {
                precondition(JSONParser.parse(Array(text.bytes[range])).cursor?.string == string, "string \(range) decodes differently alone")
            }
            var previousEnd = range.lowerBound
            let children: [(start: Int, value: JSONCursor)]
            if let members = value.members {
                precondition(value.hasDistinctNames == (Set(members.map(\.key)).count == members.count),
                             "\(value.pointer) says its names are \(value.hasDistinctNames ? "" : "not ")distinct")
                children = members.map { member in
                    precondition(member.value.pointer == value.pointer(of: member.key), "pointer \(member.value.pointer) of \(member.key)")
                    precondition(member.keyRange.upperBound <= member.value.byteRange.lowerBound, "key after its value")
                    return (member.keyRange.lowerBound, member.value)
                }
            } else {
                children = (value.elements ?? []).map { ($0.byteRange.lowerBound, $0) }
            }
            for child in children {
                precondition(child.start > previousEnd && child.value.byteRange.upperBound < range.upperBound, "child \(child.value.byteRange) out of place in \(range)")
                previousEnd = child.value.byteRange.upperBound
                pending.append(child.value)
            }
        }
    }

    /// Every finding's byte range, and that of each related location in the same file, lies
    /// within `text`, and the line and column worked out from it start on a line of `text` and
    /// do not end before they start, so a code frame can always be drawn.
    public static func check(_ diagnostics: [Diagnostic], in text: SourceText) {
        let related = diagnostics.flatMap { $0.related.filter { $0.location.entry == nil } }
        check(diagnostics.compactMap(\.location.range) + related.compactMap(\.location.range), in: text)
    }

    /// The findings of each entry fit that entry's text, and each related location the text of
    /// its own entry (a translation's finding points at the placeholder in native-config.json).
    public static func check(_ report: TemplateReport) {
        for entry in report.sources.names {
            guard let text = report.sources[entry] else { continue }
            check(report.diagnostics.filter { $0.location.entry == entry }, in: text)
            let related = report.diagnostics.flatMap { finding in finding.related.filter { $0.location.entry == entry } }
            check(related.compactMap(\.location.range), in: text)
        }
    }

    private static func check(_ ranges: [SourceRange], in text: SourceText) {
        for range in ranges {
            precondition(range.bytes.lowerBound >= 0 && range.bytes.upperBound <= text.bytes.count, "bytes \(range.bytes) of \(text.bytes.count)")
            let place = text.lineColumns(of: range)
            precondition(place.start.line >= 1 && place.start.line <= text.lineCount, "line \(place.start.line) of \(text.lineCount)")
            precondition(place.start.column >= 1 && place.start <= place.end, "range \(place)")
            _ = text.line(place.start.line)
        }
    }
}
