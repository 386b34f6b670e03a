import PWTemplateLint
import PWTemplateSyntax

/// When a message shows and goes (inapp-api-contract.md, "Auto dismiss", "Triggers"):
/// `dismiss_after_seconds` and `trigger`.
struct InAppTimingCheck: InAppCheck {
    var rules: [Rule] { [.inappDismissAfter, .inappShortDismiss, .inappTrigger] }

    /// The seconds `dismiss_after_seconds` may hold.
    static let dismissRange = 1...300
    /// Fewer seconds than this are too short to read a message.
    static let readableSeconds = 3
    static let triggerTypes = ["session_start", "event"]

    func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic]) {
        if let dismiss = message["dismiss_after_seconds"], !dismiss.isNull { findings += Self.dismiss(dismiss, context) }
        findings += Self.trigger(message, context)
    }

    /// The whole seconds of a JSON number text (`8`, not `8.0` or `8e0`), if it is one.
    static func seconds(_ node: JSONCursor) -> Int? {
        guard let text = node.numberText, text.utf8.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || $0 == UInt8(ascii: "-") }) else { return nil }
        return Int(text)
    }

    private static func dismiss(_ dismiss: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        let hint = "write a whole number of seconds from 1 to 300, or null to keep the message until the user closes it"
        if let seconds = seconds(dismiss) {
            guard dismissRange.contains(seconds) else {
                return [context.finding(.inappDismissAfter, at: dismiss, message: "\"dismiss_after_seconds\" is \(seconds), outside 1 to 300", hint: hint)]
            }
            guard seconds >= readableSeconds else {
                return [context.finding(.inappShortDismiss, at: dismiss, message: "\"dismiss_after_seconds\" is \(seconds): the message closes before it can be read",
                                        hint: "give the reader at least \(readableSeconds) seconds")]
            }
            return []
        }
        if let text = dismiss.string, text.utf8.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 }), let seconds = Int(text),
           dismissRange.contains(seconds), text.first != "0" {
            return [context.finding(.inappDismissAfter, at: dismiss, message: "\"dismiss_after_seconds\" is the string \(Quote.string(text)), not an integer",
                                    hint: "write \(seconds) without quotes", fix: ValueFix(literal: String(seconds), applicability: .safe, title: "write the number \(seconds)"))]
        }
        let found = dismiss.string.map { "the string " + Quote.string($0) } ?? (dismiss.numberText ?? DesignText.article(dismiss.typeName))
        return [context.finding(.inappDismissAfter, at: dismiss, message: "\"dismiss_after_seconds\" is \(found), not an integer from 1 to 300 or null", hint: hint)]
    }

    private static func trigger(_ message: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        let shapes = "write {\"type\": \"session_start\"} or {\"type\": \"event\", \"name\": \"checkout_done\"}"
        guard let trigger = message["trigger"] else {
            return [context.finding(.inappTrigger, at: message, range: message.opening, message: "the message has no \"trigger\": the contract says it is always present", hint: shapes)]
        }
        guard trigger.isObject else {
            return [context.finding(.inappTrigger, at: trigger, message: "\"trigger\" is \(DesignText.article(trigger.typeName)), not an object", hint: shapes)]
        }
        var findings = InAppFieldsCheck.unknownFields(of: trigger, known: ["type", "name"], what: "a trigger", context)
        guard let type = trigger["type"] else {
            return findings + [context.finding(.inappTrigger, at: trigger, range: trigger.opening, message: "the trigger has no \"type\"", hint: shapes)]
        }
        guard let text = type.string, triggerTypes.contains(text) else {
            let found = type.string.map(Quote.string) ?? DesignText.article(type.typeName)
            return findings + [context.finding(.inappTrigger, at: type, message: "the trigger's \"type\" is \(found), not \"session_start\" or \"event\"", hint: shapes)]
        }
        guard text == "event" else { return findings }
        guard let name = trigger["name"] else {
            return findings + [context.finding(.inappTrigger, at: trigger, range: trigger.opening, message: "the event trigger has no \"name\": no event ever shows the message",
                                               hint: "name the event the app reports through trackEvent(name)")]
        }
        if name.string?.isEmpty != false {
            let found = name.string.map(Quote.string) ?? DesignText.article(name.typeName)
            findings.append(context.finding(.inappTrigger, at: name, message: "the event trigger's \"name\" is \(found), not a non-empty string: no event ever shows the message",
                                            hint: "name the event the app reports through trackEvent(name)"))
        }
        return findings
    }
}
