import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax

/// A message file of one kind, fuzzed as `fuzz-lint` and `fuzz-fix` fuzz templates: every check
/// on any bytes (the report's ``Invariants``), the safe fixes as ``FixProperties``, and
/// `resolve`, which must answer or refuse. The target of each kind is this with its id.
public enum KindFuzzing {
    /// Runs the checks on `bytes` as the one file of a document of the kind `id`.
    public static func run(_ bytes: [UInt8], kind id: String) {
        guard let kind = KindRegistry.standard.kind(withID: id) else { fatalError("no kind '\(id)' in KindRegistry.standard") }
        check(bytes, as: kind)
    }

    private static func check<Kind: MessageKind>(_ bytes: [UInt8], as kind: Kind) {
        let document = kind.document(ofExample: [(name: "fuzz.\(kind.id).json", bytes: bytes)])
        let configuration = LintConfiguration()
        Invariants.check(kind.lint(document, configuration: configuration))
        let fixer = Fixer<Kind.Document>(policy: FixPolicy()) { kind.lint($0, configuration: configuration) }
        FixProperties.check(fixer.fix(document), fixer: fixer)
        for format in [ResolveRequest.Format.text, .json] {
            _ = kind.resolve(document, request: ResolveRequest(format: format))
        }
    }
}
