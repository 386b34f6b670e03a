import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

extension LanguageServer {
    /// `textDocument/codeAction`: the fix of each finding in the range as a quick fix (unsafe
    /// ones titled "… (unsafe)"), and `source.fixAll.pwtemplate` with the safe ones together.
    func codeActions(_ params: JSONNode?) -> Result<JSONOutput, ResponseError> {
        guard let uri = params?.at("textDocument", "uri")?.stringValue, let requested = LSPRange(params?["range"]) else {
            return .failure(.invalidParams("codeAction needs textDocument.uri and range"))
        }
        guard let document = store.document(uri), case .template(let entry, _) = document.kind,
              let analysis = analyses[document.documentPath] else { return .success(.array([])) }
        let only = params?.at("context", "only")?.elements?.compactMap(\.stringValue)
        let converter = DiagnosticConverter(analysis: analysis, encoding: encoding, ruleURL: configuration.ruleURL)
        var actions: [JSONOutput] = []
        if only.map({ $0.contains { "quickfix".hasPrefix($0) } }) ?? true {
            for (finding, diagnostic, range) in converter.diagnostics(on: entry) where range.touches(requested) {
                guard let fix = finding.fix, let edit = workspaceEdit(for: fix, in: analysis, converter: converter) else { continue }
                let title = fix.applicability == .safe ? fix.title : fix.title + " (unsafe)"
                actions.append(.object([
                    ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic])),
                    ("isPreferred", .bool(fix.applicability == .safe)), ("edit", edit),
                ]))
            }
        }
        if only.map({ $0.contains { ServerCapabilities.fixAllKind.hasPrefix($0) } }) ?? true,
           analysis.findings.contains(where: { $0.fix?.applicability == .safe }) {
            let changes = analysis.fixAll().map { file -> (key: String, value: JSONOutput) in
                let span = ChangedSpan(old: file.old, new: file.new)
                let index = PositionConverter(bytes: file.old, encoding: encoding)
                return (self.uri(of: file.entry, in: analysis), .array([Self.textEdit(index.range(ofBytes: span.range), Array(span.replacement))]))
            }
            if !changes.isEmpty {
                actions.append(.object([
                    ("title", .string("Fix all safe pwtemplate problems")), ("kind", .string(ServerCapabilities.fixAllKind)),
                    ("edit", .object([("changes", .object(changes))])),
                ]))
            }
        }
        return .success(.array(actions))
    }

    /// `textDocument/formatting`: the whole document in `fmt`'s layout as one edit; no edit
    /// when it is formatted already or has a JSON error.
    func formatting(_ params: JSONNode?) -> Result<JSONOutput, ResponseError> {
        guard let uri = params?.at("textDocument", "uri")?.stringValue else {
            return .failure(.invalidParams("formatting needs textDocument.uri"))
        }
        guard let document = store.document(uri),
              let formatted = JSONFormatter.format(JSONParser.parse(document.bytes)), formatted != document.bytes
        else { return .success(.array([])) }
        let index = PositionConverter(bytes: document.bytes, encoding: encoding)
        return .success(.array([Self.textEdit(index.wholeRange, formatted)]))
    }

    /// The workspace edit of a fix that edits text; `nil` for an archive operation.
    private func workspaceEdit(for fix: Fix, in analysis: TemplateAnalysis, converter: DiagnosticConverter) -> JSONOutput? {
        guard case .edits(let entry, let edits) = fix.change, let index = converter.positions(entry) else { return nil }
        let json = edits.map { edit in Self.textEdit(index.range(ofBytes: edit.bytes), Array(edit.replacement.utf8)) }
        return .object([("changes", .object([(uri(of: entry, in: analysis), .array(json))]))])
    }

    /// The URI of a file of the analysed document: the open document's own, else its path's.
    private func uri(of entry: EntryName, in analysis: TemplateAnalysis) -> String {
        let path = analysis.filePath(of: entry)
        return store.document(atPath: path)?.uri ?? DocumentURI.uri(ofPath: path)
    }

    static func textEdit(_ range: LSPRange, _ text: [UInt8]) -> JSONOutput {
        .object([("range", range.json), ("newText", .string(String(decoding: text, as: UTF8.self)))])
    }
}
