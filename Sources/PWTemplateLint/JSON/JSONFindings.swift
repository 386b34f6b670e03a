import PWTemplateSyntax

/// How every kind reports what ``JSONParser`` finds: each kind of ``JSONProblem`` is one rule.
package struct JSONFindings {
    /// The rules, in the order `rules` lists them.
    package static let reportedRules: [Rule] = [.jsonSyntax, .jsonDuplicateKey, .jsonBOM, .jsonEncoding, .jsonTooDeep, .jsonRootNotObject]

    package init() {}

    /// The rule a kind of problem is reported under.
    package static func rule(for kind: JSONProblem.Kind) -> Rule {
        switch kind {
        case .encoding: .jsonEncoding
        case .byteOrderMark: .jsonBOM
        case .syntax: .jsonSyntax
        case .tooDeep: .jsonTooDeep
        case .duplicateKey: .jsonDuplicateKey
        case .rootNotObject: .jsonRootNotObject
        }
    }

    /// `problem` as a finding in `entry` (its related places too), its byte ranges into `text`.
    /// Its repair becomes a safe fix when the entry is known.
    package static func diagnostic(_ problem: JSONProblem, in text: SourceText, entry: EntryName?) -> Diagnostic {
        Diagnostic(
            rule: rule(for: problem.kind),
            message: problem.message,
            hint: problem.hint,
            entry: entry,
            pointer: problem.pointer,
            range: SourceRange(bytes: problem.byteRange),
            related: problem.related.map { related in
                RelatedLocation(message: related.message, entry: entry, pointer: related.pointer, range: SourceRange(bytes: related.byteRange))
            },
            fix: entry.flatMap { entry in
                problem.repair.map { Fix(title: $0.title, applicability: .safe, change: .edits(entry, $0.edits)) }
            }
        )
    }
}

extension JSONDocument {
    /// The parser's problems as findings of the `json-*` rules, in the order found. They name no
    /// entry: the caller sets it.
    public var diagnostics: [Diagnostic] {
        problems.map { JSONFindings.diagnostic($0, in: text, entry: nil) }
    }

    /// The parser's problems as findings in `entry`, with their safe fixes.
    public func diagnostics(in entry: EntryName) -> [Diagnostic] {
        problems.map { JSONFindings.diagnostic($0, in: text, entry: entry) }
    }
}
