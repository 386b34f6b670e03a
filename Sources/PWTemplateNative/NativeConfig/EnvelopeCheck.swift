import PWTemplateLint
import PWTemplateSyntax

/// The root of `native-config.json`: a string `displayType` naming one of the ten types, and an
/// object under the lower-case type key. Its reading yields the document the content checks read
/// (``VariantInput`` reads every variant's envelope); the check reports what the reading found.
package struct EnvelopeCheck: Check {
    package static let displayTypeKey = "displayType"

    /// What reading the envelope found.
    package struct Reading {
        /// The findings about the envelope.
        package var diagnostics: [Diagnostic]
        /// The document, when the type and block are usable.
        package var document: ConfigDocument?
        /// The value of `displayType`, when the document is usable.
        package var displayTypeNode: JSONCursor?
    }

    package var rules: [Rule] { [.displayTypeMissing, .displayTypeUnknown, .displayTypeCase, .contentBlockMissing] }
    package var stage: CheckStage { .variant }

    package func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input else { return }
        findings += input.envelope.diagnostics
    }

    /// Reads the envelope of `root`, whose members are `members`.
    static func read(_ root: JSONCursor, members: [JSONCursor.Member], text: SourceText, configuration: LintConfiguration) -> Reading {
        var findings = Findings(text: text)
        guard let member = members.last(where: { $0.key == displayTypeKey }) else {
            findings.missingDisplayType(root, members: members)
            return Reading(diagnostics: findings.diagnostics)
        }
        let pointer = JSONPointer.appending(displayTypeKey, to: JSONPointer.root)
        if case .null = member.value.value {
            findings.add(
                .displayTypeMissing, at: member.value, pointer: pointer,
                message: "\"displayType\" is null: the SDKs cannot tell which template this is",
                hint: "write the type as a string, e.g. \"displayType\": \"modal\"")
            return Reading(diagnostics: findings.diagnostics)
        }
        guard case .string(let name) = member.value.value else {
            findings.add(
                .displayTypeMissing, at: member.value, pointer: pointer,
                message: "\"displayType\" must be a string, found \(member.value.typeName)",
                hint: "write the type as a string, e.g. \"displayType\": \"modal\"")
            return Reading(diagnostics: findings.diagnostics)
        }
        guard let type = DisplayType(rawValue: name.lowercased()) else {
            findings.add(
                .displayTypeUnknown, at: member.value, pointer: pointer,
                message: "unknown display type \"\(name)\"; expected one of \(DisplayType.allCases.map(\.rawValue).joined(separator: ", "))",
                hint: DisplayType.suggestion(forUnknown: name))
            return Reading(diagnostics: findings.diagnostics)
        }
        if name != type.rawValue {
            findings.add(
                .displayTypeCase, at: member.value, pointer: pointer,
                message: "displayType \"\(name)\" is not lower case; the SDKs lower-case it, but the block key must be \"\(type.rawValue)\"",
                hint: "write \"\(type.rawValue)\"",
                fix: .replacing(member.value.byteRange, with: JSONOutput.literal(type.rawValue), in: .nativeConfig,
                                title: "write \"\(type.rawValue)\"", applicability: .safe))
        }
        let blockPointer = JSONPointer.appending(type.rawValue, to: JSONPointer.root)
        guard let block = members.last(where: { $0.key == type.rawValue })?.value, case .object = block.value else {
            findings.missingBlock(type, root: root, members: members, pointer: blockPointer)
            return Reading(diagnostics: findings.diagnostics)
        }
        let document = ConfigDocument(text: text, root: root, displayType: type, block: block, configuration: configuration)
        return Reading(diagnostics: findings.diagnostics, document: document, displayTypeNode: member.value)
    }
}

/// Envelope findings with their ranges.
private struct Findings {
    let text: SourceText
    var diagnostics: [Diagnostic] = []

    mutating func add(_ rule: Rule, at node: JSONCursor, pointer: String, message: String, hint: String?, fix: Fix? = nil) {
        diagnostics.append(Diagnostic(
            rule: rule, message: message, hint: hint, pointer: pointer, range: node.range, fix: fix))
    }

    /// A finding at a root key that should be renamed to `name`; the rename is a safe fix when
    /// `name` is not a key yet and no other key differs from it only in case.
    private mutating func addRename(_ rule: Rule, _ member: JSONCursor.Member, to name: String, among members: [JSONCursor.Member], message: String) {
        let isCertain = members.allSatisfy { $0.key == member.key || $0.key.lowercased() != name.lowercased() }
        diagnostics.append(Diagnostic(
            rule: rule, message: message, hint: "rename \"\(member.key)\" to \"\(name)\"",
            pointer: JSONPointer.appending(member.key, to: JSONPointer.root),
            range: SourceRange(bytes: member.keyRange),
            fix: isCertain ? .renaming(member, to: name, applicability: .safe) : nil))
    }

    mutating func missingDisplayType(_ root: JSONCursor, members: [JSONCursor.Member]) {
        let types = DisplayType.allCases.map(\.rawValue).joined(separator: ", ")
        let name = EnvelopeCheck.displayTypeKey
        if let member = members.first(where: { $0.key != name && $0.key.lowercased() == name.lowercased() }) {
            addRename(.displayTypeMissing, member, to: name, among: members,
                message: "no \"displayType\": the key \"\(member.key)\" is not it (keys are case-sensitive)")
        } else {
            add(.displayTypeMissing, at: root, pointer: JSONPointer.root,
                message: "no \"displayType\": the SDKs cannot tell which template this is",
                hint: "add \"displayType\" with one of \(types)")
        }
    }

    mutating func missingBlock(_ type: DisplayType, root: JSONCursor, members: [JSONCursor.Member], pointer: String) {
        let key = type.rawValue
        if let present = members.last(where: { $0.key == key }) {
            add(.contentBlockMissing, at: present.value, pointer: pointer,
                message: "\"\(key)\" must be an object holding the \(key) content, found \(present.value.typeName)",
                hint: nil)
        } else if let wrongCase = members.last(where: { $0.key.lowercased() == key }) {
            addRename(.contentBlockMissing, wrongCase, to: key, among: members,
                message: "the content block is under \"\(wrongCase.key)\", but the SDKs read it only under the lower-case key \"\(key)\"")
        } else {
            add(.contentBlockMissing, at: root, pointer: JSONPointer.root,
                message: "no \"\(key)\" object: the content of a \(key) template goes under the key \"\(key)\"",
                hint: "add \"\(key)\": { … } beside \"displayType\"")
        }
    }
}
