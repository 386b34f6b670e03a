import PWTemplateLint
import PWTemplateSyntax

/// The delivery keys beside the content block (§4 of the SDK notes): `inAppId`, `maxDisplays`,
/// `cooldown`, `expireDate` and `ttl`. The SDKs read them tolerantly: a bad value never rejects
/// the message, it is replaced or ignored, and that is what these findings say.
struct EnvelopeDeliveryCheck: Check {
    var rules: [Rule] { [.envelopeInAppID, .envelopeValueIgnored, .envelopeMaxDisplays] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input else { return }
        findings += Self.check(input.members, text: input.text)
    }

    static let idKey = "inAppId"
    /// The numeric keys, each with what ignoring it means.
    private static let numberKeys: [(key: String, ignored: String)] = [
        ("maxDisplays", "no display cap applies"),
        ("cooldown", "no minimum gap between displays applies"),
        ("expireDate", "it does not expire the message"),
        ("ttl", "it does not expire the message"),
    ]

    /// envelope-in-app-id, envelope-value-ignored and envelope-max-displays for the root `members`
    /// (the last of duplicate keys counts, as in the SDKs). A missing or `null` key is normal.
    static func check(_ members: [JSONCursor.Member], text: SourceText) -> [Diagnostic] {
        func value(_ key: String) -> JSONCursor? {
            guard let node = members.last(where: { $0.key == key })?.value, node.typeName != "null" else { return nil }
            return node
        }
        func finding(_ rule: Rule, _ key: String, _ node: JSONCursor, _ message: String, hint: String) -> Diagnostic {
            Diagnostic(rule: rule, message: message, hint: hint,
                       pointer: JSONPointer.appending(key, to: JSONPointer.root), range: node.range)
        }
        var findings: [Diagnostic] = []
        if let id = value(idKey), let problem = idProblem(id) {
            findings.append(finding(.envelopeInAppID, idKey, id, problem.message, hint: problem.hint))
        }
        for (key, ignored) in numberKeys {
            guard let node = value(key), number(node) == nil else { continue }
            findings.append(finding(
                .envelopeValueIgnored, key, node,
                "\(key) is \(describe(node)), not a number or a numeric string: the SDKs ignore it, so \(ignored)",
                hint: "write \(key) as a number, or remove it"))
        }
        if let node = value("maxDisplays"), let cap = number(node), cap < 1 {
            findings.append(finding(
                .envelopeMaxDisplays, "maxDisplays", node,
                "maxDisplays \(NumberText.format(cap)) allows no display: once the app enables frequency capping, "
                    + "both SDKs compare the display count (0 at first) with it and never show the message",
                hint: "set maxDisplays to 1 or more, or remove it"))
        }
        if let node = value("ttl"), let ttl = number(node) {
            if ttl <= 0 {
                findings.append(finding(
                    .envelopeValueIgnored, "ttl", node,
                    "ttl \(NumberText.format(ttl)) is ignored: the SDKs use ttl only when it is above 0 seconds, so it does not expire the message",
                    hint: "give the lifetime in seconds above 0, or remove ttl"))
            } else if let expiry = value("expireDate"), number(expiry) != nil {
                findings.append(finding(
                    .envelopeValueIgnored, "ttl", node,
                    "ttl is ignored: expireDate is set, and both SDKs let it take precedence",
                    hint: "keep only one of expireDate and ttl"))
            }
        }
        return findings
    }

    /// The value of a numeric key as both SDKs accept it: a JSON number, or a string holding a
    /// plain decimal number (iOS `Double(_:)` and Android `toDoubleOrNull` both read it), finite.
    static func number(_ node: JSONCursor) -> Double? {
        let text: String
        switch node.value {
        case .number(let written): text = written
        case .string(let written) where written.wholeMatch(of: /[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?/) != nil: text = written
        default: return nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// What is wrong with a present `inAppId`: empty, or not a string.
    private static func idProblem(_ node: JSONCursor) -> (message: String, hint: String)? {
        let consequence = "so frequency caps and analytics key on the resource code"
        switch node.value {
        case .string(let id) where !id.isEmpty:
            return nil
        case .string:
            return ("inAppId is empty: both SDKs replace it with the resource code, \(consequence)",
                    "write the message's id, or remove inAppId to use the resource code")
        case .number(let written):
            return ("inAppId is a number, not a string: both SDKs replace it with the resource code, \(consequence), not on \(written)",
                    "write it as a string: \"inAppId\": \"\(written)\"")
        default:
            return ("inAppId is \(describe(node)), not a string: both SDKs replace it with the resource code, \(consequence)",
                    "write the message's id as a string, or remove inAppId to use the resource code")
        }
    }

    /// A found value for a message: `"soon"`, `-1`, `a boolean`, `an object`.
    private static func describe(_ node: JSONCursor) -> String {
        switch node.value {
        case .string(let text): Quote.string(text)
        case .number(let text): text
        default: DesignText.article(node.typeName)
        }
    }
}
