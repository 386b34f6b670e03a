import PWTemplateLint
import PWTemplateSyntax

/// What every In-App check reads besides the message: the file's entry and bytes (for fixes)
/// and the run's configuration.
struct InAppContext {
    let entry: EntryName
    let bytes: [UInt8]
    let configuration: LintConfiguration

    /// A finding of `rule` spanning `node` (or `range`), with the fix `fix` proposes for the value.
    func finding(
        _ rule: Rule, at node: JSONCursor, range: SourceRange? = nil, message: String, hint: String? = nil,
        severity: Severity? = nil, fix: ValueFix? = nil, related: [RelatedLocation] = []
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, message: message, hint: hint, pointer: node.pointer, range: range ?? node.range, related: related,
            severity: severity, fix: fix.map { $0.fix(replacing: node.byteRange, in: bytes, of: entry) })
    }

    /// A finding of `rule` spanning the key of `member` of the object `owner`.
    func finding(_ rule: Rule, atKeyOf member: JSONCursor.Member, in owner: JSONCursor, message: String, hint: String? = nil, fix: Fix? = nil) -> Diagnostic {
        Diagnostic(
            rule: rule, message: message, hint: hint, pointer: owner.pointer(of: member.key), range: SourceRange(bytes: member.keyRange),
            fix: fix)
    }

    /// The edit that removes member `index` of `members` with the comma that separates it.
    func removal(ofMember index: Int, in members: [JSONCursor.Member]) -> TextEdit {
        let member = members[index]
        if index + 1 < members.count {
            return TextEdit(bytes: member.keyRange.lowerBound..<members[index + 1].keyRange.lowerBound, replacement: "")
        }
        if index > 0 {
            return TextEdit(bytes: members[index - 1].value.byteRange.upperBound..<member.value.byteRange.upperBound, replacement: "")
        }
        return TextEdit(bytes: member.keyRange.lowerBound..<member.value.byteRange.upperBound, replacement: "")
    }
}

/// One group of In-App checks: the rules it may report, and its findings on one message.
protocol InAppCheck: Sendable {
    /// The rules the check reports, in listing order.
    var rules: [Rule] { get }
    /// Appends the findings about `message` to `findings`.
    func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic])
}
