import PWTemplateLint
import PWTemplateSyntax

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
            if store.openTemplateFolders.contains(document.folder) { lint(folder: document.folder) } else { analyses[document.folder] = nil }
        case .configuration:
            refreshAll()
        }
    }

    /// Re-lints what a change of `document` affects: its template, or every open template and
    /// the configuration itself when it is `.pwtemplate.json`.
    func refresh(after document: OpenDocument) {
        switch document.kind {
        case .template: lint(folder: document.folder)
        case .configuration: refreshAll()
        }
    }

    /// Re-lints every open template and re-checks every open configuration file.
    func refreshAll() {
        for document in store.openDocuments where document.kind == .configuration {
            publishConfigurationDiagnostics(document)
        }
        for folder in store.openTemplateFolders { lint(folder: folder) }
    }

    /// Lints the template in `folder` and publishes the diagnostics of its open files.
    func lint(folder: String) {
        guard let analysis = TemplateAnalysis(folder: folder, store: store, lookup: lookup) else { return }
        analyses[folder] = analysis
        let converter = DiagnosticConverter(analysis: analysis, encoding: encoding, ruleURL: configuration.ruleURL)
        for entry in EntryName.sdkFiles {
            guard let document = store.document(atPath: PathName.join(folder, entry.path)) else { continue }
            var diagnostics = converter.diagnostics(on: entry).map(\.json)
            if entry == .nativeConfig || store.document(atPath: PathName.join(folder, EntryName.nativeConfig.path)) == nil,
               case .invalid(let path, let error) = analysis.config {
                diagnostics.insert(Self.unusableConfiguration(path: path, error), at: 0)
            }
            publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
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
