import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

extension LanguageServer {
    func didOpen(_ params: JSONNode?) {
        guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue, let text = item["text"]?.stringValue else {
            return streams.log("pwtemplate lsp: didOpen without textDocument.uri and text: ignored")
        }
        guard let document = store.open(uri: uri, version: item["version"]?.intValue, bytes: Array(text.utf8)) else { return }
        refresh(after: document)
    }

    func didChange(_ params: JSONNode?) {
        guard let uri = params?.at("textDocument", "uri")?.stringValue, var document = store.document(uri) else { return }
        for change in params?["contentChanges"]?.elements ?? [] {
            guard let text = change["text"]?.stringValue else { continue }
            guard let rangeNode = change["range"] else {
                document.bytes = Array(text.utf8)
                continue
            }
            let index = PositionConverter(bytes: document.bytes, encoding: encoding)
            guard let range = LSPRange(rangeNode).flatMap(index.byteRange(of:)) else {
                streams.log("pwtemplate lsp: a change of \(uri) with a malformed range: ignored")
                continue
            }
            document.bytes.replaceSubrange(range, with: Array(text.utf8))
        }
        store.update(uri: uri, version: params?.at("textDocument", "version")?.intValue, bytes: document.bytes)
        // A later change of the same document is already waiting: lint once, after it.
        if queue.hasWaiting(where: { Self.isChange(of: uri, $0) }) { return }
        refresh(after: document)
    }

    func didSave(_ params: JSONNode?) {
        guard let uri = params?.at("textDocument", "uri")?.stringValue, let document = store.document(uri) else { return }
        refresh(after: document)
    }

    func didClose(_ params: JSONNode?) {
        guard let uri = params?.at("textDocument", "uri")?.stringValue, let document = store.close(uri: uri) else { return }
        publish(uri: uri, version: nil, diagnostics: [])
        switch document.kind {
        case .template:
            // The sibling now reads the file on disk.
            if store.openDocumentPaths.contains(where: { $0.path == document.documentPath }) {
                lint(document: document.documentPath)
            } else {
                clearPlaced(in: document.documentPath)
            }
        case .configuration:
            refreshAll()
        }
    }

    /// Re-lints what a change of `document` affects: its template, or every open template and
    /// the configuration itself when it is `.pwtemplate.json`.
    func refresh(after document: OpenDocument) {
        switch document.kind {
        case .template: lint(document: document.documentPath)
        case .configuration: refreshAll()
        }
    }

    /// Re-lints every open template and re-checks every open configuration file.
    func refreshAll() {
        for document in store.openDocuments where document.kind == .configuration {
            publishConfigurationDiagnostics(document)
        }
        for document in store.openDocumentPaths { lint(document: document.path) }
    }

    /// Lints the document at `folder` (a template folder, a message file) with its kind and
    /// publishes the diagnostics of its open files, and of the files not open that findings are
    /// placed on; a file not open whose findings are gone is published empty once.
    func lint(document folder: String) {
        guard let id = store.openDocumentPaths.first(where: { $0.path == folder })?.kind, let kind = store.kinds.kind(withID: id),
              let analysis = TemplateAnalysis(path: folder, kind: kind, store: store, lookup: lookup)
        else { return clearPlaced(in: folder) }
        analyses[folder] = analysis
        let converter = DiagnosticConverter(analysis: analysis, encoding: encoding, ruleURL: configuration.ruleURL)
        let previous = placedWithoutDocument[folder] ?? []
        var placed: Set<EntryName> = []
        // The configuration's problem is shown on the first open file of the document.
        let configHolder = analysis.document.textEntries.first { store.document(atPath: analysis.filePath(of: $0)) != nil }
        for entry in Set(analysis.document.textEntries + analysis.placements).union(previous).sorted(by: { $0.path < $1.path }) {
            let path = analysis.filePath(of: entry)
            let document = store.document(atPath: path)
            var diagnostics = converter.diagnostics(on: entry).map(\.json)
            if document != nil, entry == configHolder, case .invalid(let path, let error) = analysis.config {
                diagnostics.insert(Self.unusableConfiguration(path: path, error), at: 0)
            }
            if document == nil {
                guard previous.contains(entry) || (!diagnostics.isEmpty && FileSystem.exists(path)) else { continue }
                if !diagnostics.isEmpty { placed.insert(entry) }
            }
            publish(uri: document?.uri ?? DocumentURI.uri(ofPath: path), version: document?.version, diagnostics: diagnostics)
        }
        placedWithoutDocument[folder] = placed.isEmpty ? nil : placed
    }

    /// Forgets the analysis of `folder` and clears what was published on its files not open.
    func clearPlaced(in folder: String) {
        let analysis = analyses.removeValue(forKey: folder)
        for entry in (placedWithoutDocument.removeValue(forKey: folder) ?? []).sorted(by: { $0.path < $1.path }) {
            let path = analysis?.filePath(of: entry) ?? FilePath.join(folder, entry.path)
            publish(uri: DocumentURI.uri(ofPath: path), version: nil, diagnostics: [])
        }
    }

    /// The configuration lookup of the server.
    var lookup: ConfigLookup {
        ConfigLookup(source: configuration.configSource, currentDirectory: configuration.currentDirectory)
    }

    /// Publishes the problems of an open `.pwtemplate.json`: its error, or its notes.
    func publishConfigurationDiagnostics(_ document: OpenDocument) {
        let index = PositionConverter(bytes: document.bytes, encoding: encoding)
        func range(_ position: SourcePosition?) -> JSONOutput {
            let offset = position.map(index.text.offset(of:)) ?? 0
            return index.range(ofBytes: offset..<offset).json
        }
        var diagnostics: [JSONOutput] = []
        switch lookup.load(document.path, displayPath: document.path, origin: .discovered, in: store) {
        case .none: break
        case .invalid(_, let error):
            diagnostics.append(Self.plainDiagnostic(range: range(error.position), severity: .error, code: "configuration", error.message))
        case .file(let file):
            diagnostics = file.notes.map { Self.plainDiagnostic(range: range($0.position), severity: .info, code: "configuration", $0.message) }
        }
        publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
    }

    /// A diagnostic at the start of a template file: its configuration cannot be used.
    static func unusableConfiguration(path: String, _ error: ConfigError) -> JSONOutput {
        let start = LSPPosition(line: 0, character: 0)
        return plainDiagnostic(
            range: LSPRange(start: start, end: start).json, severity: .warning, code: "configuration",
            "the configuration \(path) cannot be used, so the defaults apply: \(error.description)")
    }

    static func plainDiagnostic(range: JSONOutput, severity: Severity, code: String, _ message: String) -> JSONOutput {
        .object([
            ("range", range), ("severity", .int(DiagnosticConverter.severity(severity))), ("code", .string(code)),
            ("source", .string("pwtemplate")), ("message", .string(message)),
        ])
    }

    func publish(uri: String, version: Int?, diagnostics: [JSONOutput]) {
        var params: [(key: String, value: JSONOutput)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        notify("textDocument/publishDiagnostics", .object(params))
    }

    /// Whether `item` is a `didChange` of the document `uri`.
    static func isChange(of uri: String, _ item: QueuedItem) -> Bool {
        guard case .message(.notification("textDocument/didChange", let params)) = item else { return false }
        return params?.at("textDocument", "uri")?.stringValue == uri
    }
}
