import PWTemplateLint
import PWTemplateSyntax

/// The notification's own fields: whether it reaches the inbox, how long it stays, and the
/// platforms that draw no card.
enum InboxEnvelopeCheck {
    static let rules: [Rule] = [
        .inboxRootInvalid, .inboxNotificationsInvalid, .inboxDataInvalid, .inboxNotInInbox, .inboxDaysInvalid, .inboxDaysString,
        .inboxDateInvalid, .inboxAndroidPlain, .inboxWalletPlatform,
    ]

    static func findings(_ notification: InboxNotification, entry: EntryName, targets: TargetSelection) -> [Diagnostic] {
        let value = notification.value
        var findings: [Diagnostic] = []
        if !InboxMessage.inboxKeys.contains(where: { value[$0] != nil }) {
            findings.append(Diagnostic(
                rule: .inboxNotInInbox,
                message: "notification \(notification.index) has no inbox_image, inbox_date or inbox_days: it is delivered as a plain push and never reaches the inbox",
                hint: "add \"inbox_days\": 7 (1 to 30) or an \"inbox_date\"", pointer: value.pointer, range: value.range))
        }
        if let days = value["inbox_days"] { findings += Self.days(days, entry: entry) }
        if let date = value["inbox_date"], !Self.isDate(date.string) {
            findings.append(Diagnostic(
                rule: .inboxDateInvalid, message: "inbox_date is not a date written YYYY-MM-DD", hint: "write the day as \"2026-12-31\"",
                pointer: date.pointer, range: date.range))
        }
        findings += platforms(notification, targets: targets)
        return findings
    }

    private static func days(_ days: InboxValue, entry: EntryName) -> [Diagnostic] {
        let hint = "keep the message 1 to 30 days: \"inbox_days\": 7"
        if let text = days.cursor.numberText {
            guard let number = Int(text), (1...30).contains(number) else {
                return [Diagnostic(rule: .inboxDaysInvalid, message: "inbox_days is \(text), not a whole number from 1 to 30", hint: hint,
                                   pointer: days.pointer, range: days.range)]
            }
            return []
        }
        if let text = days.string {
            guard let number = Int(text.inboxTrimmed), (1...30).contains(number) else {
                return [Diagnostic(rule: .inboxDaysInvalid, message: "inbox_days is the string \(JSONOutput.literal(text)), not a whole number from 1 to 30",
                                   hint: hint, pointer: days.pointer, range: days.range)]
            }
            return [Diagnostic(
                rule: .inboxDaysString, message: "inbox_days is the string \(JSONOutput.literal(text)), not a number", hint: "write \"inbox_days\": \(number)",
                pointer: days.pointer, range: days.range,
                fix: days.replacement(String(number), title: "write inbox_days as the number \(number)", applicability: .safe, in: entry))]
        }
        return [Diagnostic(rule: .inboxDaysInvalid, message: "inbox_days is \(days.typeName), not a whole number from 1 to 30", hint: hint,
                           pointer: days.pointer, range: days.range)]
    }

    /// Whether `text` is `YYYY-MM-DD` with a month 01–12 and a day 01–31.
    static func isDate(_ text: String?) -> Bool {
        guard let text else { return false }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.map(\.count) == [4, 2, 2], parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let month = Int(parts[1]), let day = Int(parts[2]) else { return false }
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// The Android plain row and a wallet card sent beyond iOS.
    private static func platforms(_ notification: InboxNotification, targets: TargetSelection) -> [Diagnostic] {
        let codes = notification.platformCodes
        let platforms = notification.value["platforms"] ?? notification.value
        var findings: [Diagnostic] = []
        if codes?.contains(3) == true || (targets.isExplicit && targets.includes(.android)) {
            findings.append(Diagnostic(
                rule: .inboxAndroidPlain, message: "Android has no InboxKit cards: it shows notification \(notification.index) as its plain inbox row",
                pointer: platforms.pointer, range: platforms.range, platform: .android))
        }
        let isWallet = notification[data: "displayType"]?.string?.lowercased() == InboxCard.wallet.rawValue
        if isWallet, let codes, codes.contains(where: { $0 != 1 }) {
            findings.append(Diagnostic(
                rule: .inboxWalletPlatform, message: "the wallet card is iOS only: other platforms in \"platforms\" show a classic card or a plain row",
                hint: "send the wallet message to iOS alone (\"platforms\": [1])", pointer: platforms.pointer, range: platforms.range))
        }
        return findings
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var inboxTrimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
