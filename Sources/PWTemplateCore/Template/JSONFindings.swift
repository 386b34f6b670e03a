/// How the linter reports what ``JSONParser`` finds: each kind of ``JSONProblem`` is one rule.
enum JSONFindings {
    /// The rule a kind of problem is reported under.
    static func rule(for kind: JSONProblem.Kind) -> Rule {
        switch kind {
        case .encoding: .jsonEncoding
        case .byteOrderMark: .jsonBOM
        case .syntax: .jsonSyntax
        case .tooDeep: .jsonTooDeep
        case .duplicateKey: .jsonDuplicateKey
        case .rootNotObject: .jsonRootNotObject
        }
    }

    /// `problem` as a finding, its byte ranges turned into lines and columns of `text`; it names
    /// no entry.
    static func diagnostic(_ problem: JSONProblem, in text: SourceText) -> Diagnostic {
        Diagnostic(
            rule: rule(for: problem.kind),
            message: problem.message,
            hint: problem.hint,
            pointer: problem.pointer,
            range: text.range(ofBytes: problem.byteRange),
            related: problem.related.map { related in
                RelatedLocation(message: related.message, pointer: related.pointer, range: text.range(ofBytes: related.byteRange))
            }
        )
    }
}

extension JSONDocument {
    /// The parser's problems as findings of the `json-*` rules, in the order found. They name no
    /// entry: the caller sets it.
    public var diagnostics: [Diagnostic] {
        problems.map { JSONFindings.diagnostic($0, in: text) }
    }
}
