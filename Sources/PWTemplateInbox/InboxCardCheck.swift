import PWTemplateLint
import PWTemplateSyntax

/// The card InboxKit picks for a notification: its `displayType`, and the fallbacks to classic.
package enum InboxCardCheck {
    package static let rules: [Rule] = [
        .inboxImageMissing, .inboxCarouselEmpty, .inboxVideoURLInvalid, .inboxWalletPassInvalid, .inboxCardTextMissing,
        .inboxDisplayTypeUnknown, .inboxDisplayTypeSpaced, .inboxDisplayTypeCase, .inboxCardUnreleased,
    ]

    /// The findings of `notification` in one language (`nil`: its texts are plain strings).
    static func findings(_ notification: InboxNotification, release: SDKVersion, language: String?, entry: EntryName) -> [Diagnostic] {
        let drawing = InboxDrawing(notification, release: release, language: language)
        guard let type = notification[data: "displayType"] else { return [] }
        guard let name = type.string else {
            return [unknown(type, "is \(type.typeName), not a card name", drawing: drawing, fix: nil)]
        }
        if let lack = drawing.missing, let requested = drawing.requested {
            return [Diagnostic(
                rule: rule(of: lack), message: "the \(requested.rawValue) card lacks \(lack.words(at: release)): InboxKit draws a classic card instead",
                hint: hint(of: lack), pointer: type.pointer, range: type.range)]
        }
        if drawing.requested != nil {
            guard name != name.lowercased() else { return [] }
            return [Diagnostic(
                rule: .inboxDisplayTypeCase, message: "displayType \(JSONOutput.literal(name)) works (InboxKit lower-cases it), but the card is named \"\(name.lowercased())\"",
                pointer: type.pointer, range: type.range,
                fix: type.replacement(JSONOutput.literal(name.lowercased()), title: "write \"\(name.lowercased())\"", applicability: .safe, in: entry))]
        }
        let lowered = name.lowercased()
        let trimmed = lowered.inboxTrimmed
        if trimmed != lowered, InboxCard.known(at: release).contains(where: { $0.rawValue == trimmed }) {
            return [Diagnostic(
                rule: .inboxDisplayTypeSpaced,
                message: "displayType \(JSONOutput.literal(name)) has spaces InboxKit does not trim: it names no card, and the heuristic draws \(drawing.card.rawValue)",
                pointer: type.pointer, range: type.range,
                fix: type.replacement(JSONOutput.literal(trimmed), title: "write \"\(trimmed)\"", applicability: .safe, in: entry))]
        }
        if let card = InboxCard(rawValue: trimmed) {
            return [Diagnostic(
                rule: .inboxCardUnreleased,
                message: "iOS SDK \(release) does not know the \(card.rawValue) card (it arrives in \(card.firstRelease)): the heuristic draws \(drawing.card.rawValue)",
                hint: "target iOS SDK \(card.firstRelease) or later (--target ios@\(card.firstRelease)), or send a card \(release) knows",
                pointer: type.pointer, range: type.range)]
        }
        let near = InboxCard.known(at: release).map(\.rawValue).filter {
            let distance = EditDistance.between(trimmed, $0)
            return distance <= 2 && distance < trimmed.count
        }
        let fix = near.count == 1 ? type.replacement(JSONOutput.literal(near[0]), title: "write \"\(near[0])\"", applicability: .unsafe, in: entry) : nil
        return [unknown(type, "names no InboxKit card", drawing: drawing, fix: fix, suggestion: near.first)]
    }

    private static func unknown(_ type: InboxValue, _ what: String, drawing: InboxDrawing, fix: Fix?, suggestion: String? = nil) -> Diagnostic {
        let names = InboxCard.allCases.map(\.rawValue).joined(separator: ", ")
        return Diagnostic(
            rule: .inboxDisplayTypeUnknown,
            message: "displayType \(what): the fallback heuristic draws \(drawing.card.rawValue) (image and no title → banner, image and title → captioned, else classic)",
            hint: suggestion.map { "did you mean \"\($0)\"?" } ?? "write one of \(names)", pointer: type.pointer, range: type.range, fix: fix)
    }

    /// The rule of the finding that says a card degrades for `lack`.
    package static func rule(of lack: InboxLack) -> Rule {
        switch lack {
        case .image: .inboxImageMissing
        case .slides: .inboxCarouselEmpty
        case .videoURL: .inboxVideoURLInvalid
        case .passURL: .inboxWalletPassInvalid
        case .text: .inboxCardTextMissing
        }
    }

    private static func hint(of lack: InboxLack) -> String {
        switch lack {
        case .image: "add \"inbox_image\" to the notification, or \"image\" to data from iOS SDK 7.1.2"
        case .slides: "give at least one slide of data.carousel a non-empty \"image\""
        case .videoURL: "write data.video as {\"url\": \"https://…\"}"
        case .passURL: "write data.wallet as \"https://…\" or {\"pass\": \"https://…\"}"
        case .text: "give the notification both \"ios_title\" and \"content\", or send a banner"
        }
    }
}
