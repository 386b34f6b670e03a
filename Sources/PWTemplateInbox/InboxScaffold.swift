import PWTemplateLint
import PWTemplateSyntax

/// The example messages `new inbox-<card>` writes: a createMessage request with one
/// notification of the card, placeholders for the application code and token, linting clean.
enum InboxScaffold {
    static let cards = InboxCard.allCases
    static let names = cards.map { "inbox-" + $0.rawValue }

    static func card(named name: String) -> InboxCard? {
        name.hasPrefix("inbox-") ? InboxCard(rawValue: String(name.dropFirst("inbox-".count))) : nil
    }

    static func description(of card: InboxCard) -> String {
        switch card {
        case .banner: "Full-bleed image, no text"
        case .captioned: "Image on top, title and body below, buttons"
        case .classic: "Initial avatar, title and body, buttons"
        case .carousel: "Swipeable gallery of images"
        case .video: "Poster with play badge, full-screen player"
        case .wallet: "Add to Apple Wallet button (iOS only)"
        }
    }

    /// `message.inbox.json` for the card `request` names.
    static func files(for request: ScaffoldRequest) -> [ScaffoldFile]? {
        guard let card = card(named: request.name) else { return nil }
        let text = JSONOutput.object([("request", .object([
            ("application", .string("XXXXX-XXXXX (your application code)")),
            ("auth", .string("API_TOKEN (your API access token)")),
            ("notifications", .array([notification(card)])),
        ]))]).rendered()
        return [ScaffoldFile(name: "message.inbox.json", bytes: Array(text.utf8))]
    }

    private static func notification(_ card: InboxCard) -> JSONOutput {
        let cdn = "https://cdn.example.com/inbox/"
        var members: [(key: String, value: JSONOutput)] = [("send_date", .string("now"))]
        if card != .banner {
            members += [("ios_title", .string("Summer sale")), ("content", .string("30% off everything — limited time only"))]
        }
        if card == .banner || card == .captioned { members.append(("inbox_image", .string(cdn + "summer.png"))) }
        members.append(("inbox_days", .int(7)))
        var data: [(key: String, value: JSONOutput)] = [("displayType", .string(card.rawValue))]
        switch card {
        case .banner: break
        case .captioned, .classic:
            data.append(("buttons", .array([.object([("title", .string("Claim")), ("url", .string("https://example.com/promo"))]),
                                            .object([("title", .string("Read")), ("action", .string("markRead"))])])))
        case .carousel:
            data.append(("carousel", .array((1...3).map { .object([("image", .string(cdn + "\($0).jpg")), ("url", .string("myapp://product/\($0)"))]) })))
        case .video:
            data.append(("video", .object([("url", .string(cdn + "clip.mp4")), ("poster", .string(cdn + "poster.jpg"))])))
        case .wallet:
            data += [("image", .string(cdn + "loyalty.png")), ("wallet", .string("https://passes.example.com/v1/passes/loyalty.pkpass"))]
        }
        members += [("data", .object(data)), ("platforms", .array([.int(1)]))]
        return .object(members)
    }
}
