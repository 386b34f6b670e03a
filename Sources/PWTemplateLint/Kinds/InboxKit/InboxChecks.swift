import PWTemplateSyntax

/// Every check of an inbox message file, as functions of its parsed document and the targets.
enum InboxChecks {
    /// The kind's own rules, in listing order.
    static let rules = InboxEnvelopeCheck.rules + InboxCardCheck.rules + InboxPayloadCheck.rules

    /// The findings of `document`, the file `entry`, linted for `targets`.
    static func findings(_ document: JSONDocument, entry: EntryName, targets: TargetSelection) -> [Diagnostic] {
        let message = InboxMessage(document)
        let release = InboxRelease.checked(targets)
        return message.findings + message.notifications.flatMap { notification in
            let card = InboxDrawing(notification, release: release, language: notification.languages.first).card
            return InboxEnvelopeCheck.findings(notification, entry: entry, targets: targets)
                + byLanguage(notification) { InboxCardCheck.findings(notification, release: release, language: $0, entry: entry) }
                + InboxPayloadCheck.findings(notification, release: release, card: card, entry: entry, bytes: document.text.bytes)
        }
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
