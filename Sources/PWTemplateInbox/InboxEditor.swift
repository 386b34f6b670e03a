import PWTemplateLint
import PWTemplateSyntax

/// The language server's help in `*.inbox.json`: what a key does and from which iOS SDK
/// release, and completions of `displayType` values and of the keys InboxKit reads in `data`.
enum InboxEditor {
    /// What each key InboxKit or the Messages API reads means (inboxkit.md, inboxkit-behaviour.md).
    static let keys: [String: String] = [
        "inbox_image": "The message's image: banner and captioned cards need one (`data.image` counts too from iOS SDK 7.1.2).",
        "ios_attachment": "The push's media attachment; from iOS SDK 7.2.6 also the card's hero image, before `inbox_image`, when it starts with `http://` or `https://`.",
        "inbox_date": "The day the message leaves the inbox, `YYYY-MM-DD`. One of inbox_image, inbox_date, inbox_days puts the push in the inbox.",
        "inbox_days": "How many days (1 to 30) the message stays in the inbox. One of inbox_image, inbox_date, inbox_days puts the push in the inbox.",
        "ios_title": "The message's title (a string, or one per language).",
        "content": "The message's body (a string, or one per language).",
        "data": "Custom data, delivered to the device as `u`: an object, or a string holding a JSON object. InboxKit reads its card from here.",
        "displayType": "The card InboxKit draws: banner, captioned, classic (iOS SDK 7.0.40); carousel, video, wallet (7.1.2). Lower-cased, not trimmed; an unknown value falls to the heuristic.",
        "image": "The hero image, read from iOS SDK 7.1.2 (banner, captioned, wallet).",
        "carousel": "The carousel's slides (7.1.2): each needs a non-empty `image`; `title` and `url` are optional. 7.2.6 keeps five.",
        "video": "The video card's descriptor (7.1.2): `url` (http or https, required) and `poster`.",
        "wallet": "The Apple Wallet pass URL (7.1.2): a string or `{\"pass\": …}`, http or https. iOS only.",
        "buttons": "Inline buttons, laid out by captioned and classic cards only: each needs a `title`; `url` opens, `action` dismiss or markRead.",
        "pinned": "Pins the message at the top: a Bool `true` or a non-zero number (the string \"true\" does not pin).",
        "platforms": "The platforms the message is sent to: 1 iOS, 3 Android (a plain inbox row, no cards).",
    ]

    /// The hover of the key under `offset`, in the file or inside a string `data`.
    static func hover(in document: JSONFileDocument, offset: Int) -> EditorHover? {
        guard let member = members(of: document).last(where: { $0.keyRange.contains(offset) }), let text = keys[member.key] else { return nil }
        return EditorHover(markdown: "**\(member.key)** — \(text)", range: EditorRange(member.keyRange))
    }

    /// The cards as values of a `displayType` under `offset`, else the keys of `data` at a key
    /// position of a `data` object.
    static func completions(in document: JSONFileDocument, offset: Int) -> [EditorCompletion] {
        let found = members(of: document)
        if let type = found.last(where: { $0.key == "displayType" && $0.value.range.contains(offset) }), case .string = type.value.value {
            return InboxCard.allCases.map { card in
                EditorCompletion(label: card.rawValue, kind: .enumValue, detail: "iOS SDK \(card.firstRelease)", documentation: InboxScaffold.description(of: card),
                                 insertText: "\"\(card.rawValue)\"", replacing: EditorRange(type.value.range))
            }
        }
        guard let parsed = document.document,
              let data = InboxMessage(parsed).notifications.compactMap(\.data).first(where: { $0.cursor.byteRange.contains(offset) && !$0.isEmbedded }),
              let members = data.cursor.members,
              !members.contains(where: { ($0.keyRange.lowerBound..<$0.value.byteRange.upperBound).contains(offset) }) else { return [] }
        let present = Set(members.map(\.key))
        return ["displayType", "image", "carousel", "video", "wallet", "buttons", "pinned"].filter { !present.contains($0) }.map { key in
            EditorCompletion(label: key, kind: .property, documentation: keys[key], insertText: "\"\(key)\": ")
        }
    }

    /// Every member of the file, and of each notification's string `data` (its ranges in the file).
    private static func members(of document: JSONFileDocument) -> [JSONMember] {
        guard let parsed = document.document, let root = parsed.root else { return [] }
        var found: [JSONMember] = []
        var stack = [root]
        for notification in InboxMessage(parsed).notifications {
            if let data = notification.data, data.isEmbedded { stack.append(data.cursor.tree()) }
        }
        while let node = stack.popLast() {
            switch node.value {
            case .object(let members):
                found += members
                stack += members.map(\.value)
            case .array(let elements):
                stack += elements
            default:
                break
            }
        }
        return found.sorted { $0.keyRange.lowerBound < $1.keyRange.lowerBound }
    }
}
