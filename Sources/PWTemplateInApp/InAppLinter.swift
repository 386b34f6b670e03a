import PWTemplateLint
import PWTemplateSyntax

/// Lints the parsed text of an In-App file: the payload's shape (inapp-api-contract.md,
/// "Fetching eligible messages": "messages is always an array"), then every check on every
/// message. A pure function of the document and the configuration.
enum InAppLinter {
    /// The checks run on each message, in order.
    static let checks: [any InAppCheck] = [InAppFieldsCheck(), InAppImageCheck(), InAppStyleCheck(), InAppTimingCheck(), InAppButtonsCheck()]

    /// Every rule the kind reports, each once, in listing order: the shared JSON and file rules first.
    static let rules: [Rule] = {
        var seen = Set<String>()
        let all = [Rule.pathUnreadable, .jsonSyntax, .jsonDuplicateKey, .jsonBOM, .jsonEncoding, .jsonTooDeep, .jsonRootNotObject, .inappMessagesNotArray]
            + checks.flatMap(\.rules)
        return all.filter { seen.insert($0.id).inserted }
    }()

    /// The findings about `document` (the parser's own are the document's: not repeated here).
    /// A check whose rules the configuration turns all off does not run.
    static func findings(
        in document: JSONDocument, entry: EntryName, configuration: LintConfiguration, checks: [any InAppCheck] = checks
    ) -> [Diagnostic] {
        guard let root = document.cursor else { return [] }
        let context = InAppContext(entry: entry, bytes: document.text.bytes, configuration: configuration)
        // A root that is no object is the parser's `json-root-not-object`.
        guard let payload = InAppPayload(root: root) else { return [] }
        let disabled = configuration.disabledRules
        let enabled = checks.filter { !disabled.turnsOffAll($0.rules) }
        var findings: [Diagnostic] = []
        if case .response(let response, let messages) = payload {
            findings += InAppFieldsCheck.unknownFields(of: response, known: ["messages"], what: "an eligible response", context)
            if messages == nil, let list = response["messages"] {
                findings.append(context.finding(.inappMessagesNotArray, at: list, message: "\"messages\" is \(DesignText.article(list.typeName)), not an array",
                                                hint: "write the messages as an array, [] when none is eligible"))
            }
        }
        for message in payload.messages {
            guard message.isObject else {
                findings.append(InAppFieldsCheck.wrongType(message, expected: "an object", context))
                continue
            }
            for check in enabled { check.run(message, context, into: &findings) }
        }
        return disabled.isEmpty ? findings : findings.filter { !disabled.contains($0.rule) }
    }
}

extension Rule {
    package static let inappMessagesNotArray = Rule(
        id: "inapp-messages-not-array", defaultSeverity: .error, category: .structure,
        summary: "The `messages` of an In-App eligible response is not an array.",
        rationale: "inapp-api-contract.md, Fetching eligible messages: \"messages is always an array; it is empty when nothing is eligible\".",
        fix: .none,
        examples: RuleExamples(
            failing: [RuleExample(#"{ "messages": ↓{ "id": "00000000-0000-4000-8000-0000000000a1" } }"#), RuleExample(#"{ "messages": ↓null }"#)],
            passing: [RuleExample(#"{ "messages": [] }"#)]))
}
