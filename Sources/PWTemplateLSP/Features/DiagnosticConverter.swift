import PWTemplateSyntax
import PWTemplateSystem

/// Turns findings into LSP `Diagnostic` objects: the range in the negotiated encoding, the
/// severity, the rule id as `code` with a link to its documentation, the related places, and
/// the language and platform in the message as the text report shows them.
struct DiagnosticConverter {
    let analysis: TemplateAnalysis
    let encoding: PositionEncoding
    let ruleURL: @Sendable (Rule) -> String

    /// The positions of one of the template's files, from the line index its parse built.
    func positions(_ entry: EntryName) -> PositionConverter? {
        analysis.document(entry).map { PositionConverter($0.text, encoding: encoding) }
    }

    /// The LSP range of a finding's place in `entry` (the start of the file when it has none).
    /// Its ends are the starts of their characters as the reports count them (a leading
    /// byte-order mark takes no column, so `json-bom` is the empty range after it).
    func range(of range: SourceRange?, in entry: EntryName, index: PositionConverter?) -> LSPRange {
        guard let range, let index else {
            return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
        }
        let start = index.text.characterStart(ofByte: range.bytes.lowerBound)
        let end = max(start, index.text.characterStart(ofByte: range.bytes.upperBound))
        return index.range(ofBytes: start..<end)
    }

    /// The LSP diagnostics of `entry`, with the finding each came from.
    func diagnostics(on entry: EntryName) -> [(finding: Diagnostic, json: JSONOutput, range: LSPRange)] {
        let index = positions(entry)
        var related: [EntryName: PositionConverter] = [:]
        return analysis.findings(on: entry).map { finding in
            let range = self.range(of: finding.location.range, in: entry, index: index)
            var members: [(key: String, value: JSONOutput)] = [
                ("range", range.json),
                ("severity", .int(Self.severity(finding.severity))),
                ("code", .string(finding.rule.id)),
                ("codeDescription", .object([("href", .string(ruleURL(finding.rule)))])),
                ("source", .string("pwtemplate")),
                ("message", .string(Self.message(of: finding))),
            ]
            let information = finding.related.compactMap { place -> JSONOutput? in
                guard place.location.range != nil else { return nil }
                let placeEntry = place.location.entry ?? entry
                if related[placeEntry] == nil { related[placeEntry] = positions(placeEntry) }
                let placeRange = self.range(of: place.location.range, in: placeEntry, index: related[placeEntry])
                let uri = DocumentURI.uri(ofPath: analysis.filePath(of: placeEntry))
                return .object([
                    ("location", .object([("uri", .string(uri)), ("range", placeRange.json)])),
                    ("message", .string(place.message)),
                ])
            }
            if !information.isEmpty { members.append(("relatedInformation", .array(information))) }
            return (finding, .object(members), range)
        }
    }

    /// The message as the text report writes it: `[de, ios] ` before it for a finding of one
    /// language variant, and the hint on a line of its own.
    static func message(of finding: Diagnostic) -> String {
        (finding.variantLabel.map { $0 + " " } ?? "") + finding.message + (finding.hint.map { "\nhint: " + $0 } ?? "")
    }

    /// The LSP `DiagnosticSeverity`: 1 error, 2 warning, 3 information.
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .info: 3
        }
    }
}

extension LSPPosition {
    var json: JSONOutput { .object([("line", .int(line)), ("character", .int(character))]) }

    /// The position in `node` (`{"line": …, "character": …}`).
    init?(_ node: JSONNode?) {
        guard let line = node?["line"]?.intValue, let character = node?["character"]?.intValue else { return nil }
        self.init(line: line, character: character)
    }
}

extension LSPRange {
    var json: JSONOutput { .object([("start", start.json), ("end", end.json)]) }

    /// The range in `node` (`{"start": …, "end": …}`).
    init?(_ node: JSONNode?) {
        guard let start = LSPPosition(node?["start"]), let end = LSPPosition(node?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    /// Whether the two ranges share a position (touching counts).
    func touches(_ other: LSPRange) -> Bool {
        !(end < other.start || other.end < start)
    }
}
