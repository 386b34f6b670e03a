import PWTemplateLint
import PWTemplateSyntax

/// The editor features of `PWTemplateCore/Editor` (hover, completion, colours, outline) as LSP
/// requests: positions converted to and from the byte offsets the features work in.
enum EditorFeatureRequests {
    /// Their server capabilities.
    static let capabilities: [(key: String, value: JSONOutput)] = [
        ("hoverProvider", .bool(true)),
        ("completionProvider", .object([("triggerCharacters", .array(["\"", "{", ":"].map(JSONOutput.string)))])),
        ("colorProvider", .bool(true)),
        ("documentSymbolProvider", .bool(true)),
    ]

    /// The LSP `CompletionItemKind` of a proposal.
    static func kind(_ kind: EditorCompletion.Kind) -> Int {
        switch kind {
        case .property: 10
        case .enumValue: 20
        case .value: 12
        case .translationKey: 21
        }
    }

    /// The LSP `SymbolKind` of an outline entry.
    static func kind(_ kind: EditorSymbol.Kind) -> Int {
        switch kind {
        case .object: 19
        case .array: 18
        case .string: 15
        case .number: 16
        case .boolean: 17
        case .null: 21
        }
    }
}

/// A request about one position or document of a linted template file.
struct FeatureContext {
    let analysis: TemplateAnalysis
    let entry: EntryName
    let index: PositionConverter

    func range(_ range: EditorRange) -> JSONOutput {
        index.range(ofBytes: range.start..<max(range.start, range.end)).json
    }

    func symbol(_ symbol: EditorSymbol) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [
            ("name", .string(symbol.name.isEmpty ? "\"\"" : symbol.name)),
            ("kind", .int(EditorFeatureRequests.kind(symbol.kind))),
            ("range", range(symbol.range)), ("selectionRange", range(symbol.selectionRange)),
        ]
        if let detail = symbol.detail { members.append(("detail", .string(detail))) }
        if !symbol.children.isEmpty { members.append(("children", .array(symbol.children.map(self.symbol)))) }
        return .object(members)
    }

    func completion(_ item: EditorCompletion) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [
            ("label", .string(item.label)), ("kind", .int(EditorFeatureRequests.kind(item.kind))),
            ("insertTextFormat", .int(item.isSnippet ? 2 : 1)),
        ]
        if let detail = item.detail { members.append(("detail", .string(detail))) }
        if let documentation = item.documentation {
            members.append(("documentation", .object([("kind", .string("markdown")), ("value", .string(documentation))])))
        }
        if let replacing = item.replacing {
            members.append(("textEdit", .object([("range", range(replacing)), ("newText", .string(item.insertText))])))
        } else {
            members.append(("insertText", .string(item.insertText)))
        }
        if let sortText = item.sortText { members.append(("sortText", .string(sortText))) }
        return .object(members)
    }
}

extension LanguageServer {
    /// The answer to an editor feature request, or `nil` when `method` is not one.
    func featureRequest(_ method: String, params: JSONNode?) -> Result<JSONOutput, ResponseError>? {
        switch method {
        case "textDocument/hover":
            return positioned(params) { context, offset in
                guard let hover = context.analysis.features.hover(context.entry, offset, context.analysis.findings)
                else { return .null }
                var members: [(key: String, value: JSONOutput)] = [("contents", .object([("kind", .string("markdown")), ("value", .string(hover.markdown))]))]
                if let range = hover.range { members.append(("range", context.range(range))) }
                return .object(members)
            }
        case "textDocument/completion":
            return positioned(params) { context, offset in
                let items = context.analysis.features.completions(context.entry, offset)
                return .object([("isIncomplete", .bool(false)), ("items", .array(items.map(context.completion)))])
            }
        case "textDocument/documentColor":
            return documentRequest(params, empty: .array([])) { context in
                .array(context.analysis.features.colors(context.entry).map { color in
                    .object([("range", context.range(color.range)), ("color", Self.color(color.red, color.green, color.blue, color.alpha))])
                })
            }
        case "textDocument/colorPresentation":
            guard let color = params?["color"], let range = LSPRange(params?["range"]),
                  let red = color["red"]?.doubleValue, let green = color["green"]?.doubleValue,
                  let blue = color["blue"]?.doubleValue, let alpha = color["alpha"]?.doubleValue
            else { return .failure(.invalidParams("colorPresentation needs color and range")) }
            let label = EditorColor.presentation(red: red, green: green, blue: blue, alpha: alpha)
            return .success(.array([.object([("label", .string(label)), ("textEdit", Self.textEdit(range, Array(label.utf8)))])]))
        case "textDocument/documentSymbol":
            return documentRequest(params, empty: .array([])) { context in
                .array(context.analysis.features.symbols(context.entry).map(context.symbol))
            }
        default:
            return nil
        }
    }

    /// A request about a position: its byte offset in the linted text; `null` for a file that
    /// is not a template file or not parsed.
    private func positioned(_ params: JSONNode?, _ answer: (FeatureContext, Int) -> JSONOutput) -> Result<JSONOutput, ResponseError> {
        guard let position = LSPPosition(params?["position"]) else {
            return .failure(.invalidParams("the request needs textDocument.uri and position"))
        }
        return documentRequest(params, empty: .null) { context in
            guard let offset = context.index.offset(of: position) else { return .null }
            return answer(context, offset)
        }
    }

    /// A request about a whole template file; `empty` for another file.
    private func documentRequest(_ params: JSONNode?, empty: JSONOutput, _ answer: (FeatureContext) -> JSONOutput) -> Result<JSONOutput, ResponseError> {
        guard let uri = params?.at("textDocument", "uri")?.stringValue else {
            return .failure(.invalidParams("the request needs textDocument.uri"))
        }
        guard let document = store.document(uri), case .template(let entry, _) = document.kind,
              let analysis = analyses[document.documentPath], let text = analysis.document(entry)?.text
        else { return .success(empty) }
        return .success(answer(FeatureContext(analysis: analysis, entry: entry, index: PositionConverter(text, encoding: encoding))))
    }

    private static func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> JSONOutput {
        .object([("red", number(red)), ("green", number(green)), ("blue", number(blue)), ("alpha", number(alpha))])
    }

    /// A channel as a JSON number (0...1).
    private static func number(_ value: Double) -> JSONOutput {
        value.isFinite ? .number("\(value)") : .int(0)
    }
}
