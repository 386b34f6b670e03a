import PWTemplateLint
import PWTemplateSyntax

/// One check of an inbox message file: its rules, and its findings in one notification.
struct InboxCheck: Sendable {
    /// What every check of a file reads besides the notification.
    struct Context {
        let entry: EntryName
        let targets: TargetSelection
        /// The InboxKit release the cards are drawn for.
        let release: SDKVersion
        /// The bytes of the file.
        let bytes: [UInt8]
        /// The app's own link schemes (`.pwtemplate.json` `app`).
        let app: AppLinks
    }

    let rules: [Rule]
    let findings: @Sendable (InboxNotification, Context) -> [Diagnostic]
}

/// Every check of an inbox message file, as functions of its parsed document and the targets.
enum InboxChecks {
    /// The checks, in order: the notification's own fields, its attachment, the card, what `data` loses, then
    /// the values of a type InboxKit does not read.
    static let checks = [
        InboxCheck(rules: InboxEnvelopeCheck.rules) { notification, context in
            InboxEnvelopeCheck.findings(notification, entry: context.entry, targets: context.targets)
        },
        InboxCheck(rules: InboxAttachmentCheck.rules) { notification, context in
            InboxAttachmentCheck.findings(notification, release: context.release, entry: context.entry)
        },
        InboxCheck(rules: InboxCardCheck.rules) { notification, context in
            byLanguage(notification) { InboxCardCheck.findings(notification, release: context.release, language: $0, entry: context.entry) }
        },
        InboxCheck(rules: InboxPayloadCheck.rules) { notification, context in
            let card = InboxDrawing(notification, release: context.release, language: notification.languages.first).card
            return InboxPayloadCheck.findings(
                notification, release: context.release, card: card, entry: context.entry, bytes: context.bytes, app: context.app)
        },
        InboxCheck(rules: InboxTypeCheck.rules) { notification, _ in InboxTypeCheck.findings(notification) },
    ]

    /// The kind's own rules, in listing order.
    static let rules = checks.flatMap(\.rules)

    /// The findings of `document`, the file `entry`, linted for `targets` and the app's links
    /// `app`, but for the rules in `disabled`: a check whose rules are all disabled does not run.
    static func findings(
        _ document: JSONDocument, entry: EntryName, targets: TargetSelection, app: AppLinks = AppLinks(), disabled: Set<Rule> = [],
        checks: [InboxCheck] = checks
    ) -> [Diagnostic] {
        let message = InboxMessage(document)
        let context = InboxCheck.Context(
            entry: entry, targets: targets, release: InboxRelease.checked(targets), bytes: document.text.bytes, app: app)
        let enabled = checks.filter { !disabled.turnsOffAll($0.rules) }
        let findings = message.findings + message.notifications.flatMap { notification in
            enabled.flatMap { $0.findings(notification, context) }
        }
        // A value a specific rule reports (a button without a title, pinned as a string) needs
        // no second finding for its type.
        let pointers = Set(findings.filter { $0.rule != .inboxWrongType }.compactMap(\.location.pointer))
        let kept = findings.filter { $0.rule != .inboxWrongType || !pointers.contains($0.location.pointer ?? "") }
        return disabled.isEmpty ? kept : kept.filter { !disabled.contains($0.rule) }
    }

    /// The findings `check` makes in each language of `notification`: once when every
    /// language has it, else once per language that has it, naming the language.
    static func byLanguage(_ notification: InboxNotification, _ check: (String?) -> [Diagnostic]) -> [Diagnostic] {
        let languages = notification.languages
        guard languages.count > 1 else { return check(languages.first) }
        var order: [Diagnostic] = []
        var seenIn: [Diagnostic: [String]] = [:]
        for language in languages {
            for finding in check(language) {
                if seenIn[finding] == nil { order.append(finding) }
                seenIn[finding, default: []].append(language)
            }
        }
        return order.flatMap { finding -> [Diagnostic] in
            let found = seenIn[finding] ?? []
            guard found.count < languages.count else { return [finding] }
            return found.map { language in
                var finding = finding
                finding.language = language
                return finding
            }
        }
    }
}
