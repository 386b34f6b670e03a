import PWTemplateLint
import PWTemplateSyntax

/// What `resolve` prints of an inbox message: for each notification, the card InboxKit draws
/// at the targeted iOS release, the card it degraded from, the slides and buttons it keeps and
/// whether it pins the message.
enum InboxResolution {
    static func resolve(_ document: JSONFileDocument, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        let shown = request.givenPath ?? document.path
        guard let parsed = document.document else {
            return .failure(ResolveRefusal("'\(shown)' cannot be read\n  run 'pwtemplate lint \(shown)' to see why"))
        }
        let message = InboxMessage(parsed)
        guard !message.notifications.isEmpty else {
            return .failure(ResolveRefusal("'\(shown)' holds no notification InboxKit can read\n  run 'pwtemplate lint \(shown)' to see why"))
        }
        let release = InboxRelease.checked(request.targets)
        let drawings = message.notifications.map { notification in
            (notification.index, InboxDrawing(notification, release: release, language: request.language ?? notification.languages.first))
        }
        let asked = message.notifications.map { $0[data: "displayType"]?.string }
        let notes = ["as InboxKit of iOS SDK \(release) draws it; Android shows each message as its plain inbox row"]
        switch request.format {
        case .json:
            return .success(ResolvedDocument(output: json(drawings).rendered(), notes: notes))
        case .text:
            let lines = zip(drawings, asked).map { text($0, asked: $1, release: release) }
            return .success(ResolvedDocument(output: lines.joined(separator: "\n") + "\n", notes: notes))
        }
    }

    /// `{"messages": [{"index", "card", "degradedFrom", "image", "slides", "buttons", "pinned"}]}`.
    static func json(_ drawings: [(Int, InboxDrawing)]) -> JSONOutput {
        .object([("messages", .array(drawings.map { index, drawing in
            .object([
                ("index", .int(index)),
                ("card", .string(drawing.card.rawValue)),
                ("degradedFrom", drawing.degradedFrom.map { .string($0.rawValue) } ?? .null),
                ("image", JSONOutput(drawing.image)),
                ("slides", .int(drawing.slides)),
                ("buttons", .array(drawing.buttons.map { .object([("title", .string($0.title)), ("action", .string($0.action.rawValue))]) })),
                ("pinned", .bool(drawing.pinned)),
            ])
        }))])
    }

    /// One line per message: `message 0: classic (degraded from banner: it needs an image …); …`;
    /// a card picked by content says why (`asked`, the `displayType` as written, names no card of
    /// `release`).
    static func text(_ entry: (Int, InboxDrawing), asked: String?, release: SDKVersion) -> String {
        let (index, drawing) = entry
        var parts = [drawing.card.rawValue + (reason(drawing, asked: asked, release: release).map { " (\($0))" } ?? "")]
        if let image = drawing.image { parts.append("image \(JSONOutput.literal(image))") }
        if drawing.card == .carousel { parts.append("\(drawing.slides) slide" + (drawing.slides == 1 ? "" : "s")) }
        if !drawing.buttons.isEmpty {
            parts.append("buttons: " + drawing.buttons.map { "\(JSONOutput.literal($0.title)) → \($0.action.rawValue)" }.joined(separator: ", "))
        }
        if drawing.pinned { parts.append("pinned") }
        return "message \(index): " + parts.joined(separator: "; ")
    }

    /// Why the card drawn is not the one `displayType` asks for, or `nil` when it is.
    private static func reason(_ drawing: InboxDrawing, asked: String?, release: SDKVersion) -> String? {
        if let from = drawing.degradedFrom, let missing = drawing.missing {
            return "degraded from \(from.rawValue): it needs \(missing.words(at: release))"
        }
        guard drawing.requested == nil, let asked else { return nil }
        let picked = "InboxKit of iOS SDK \(release) picks the card by the content"
        if let later = InboxCard(rawValue: asked.lowercased()) {
            return "displayType \(JSONOutput.literal(asked)) needs iOS SDK \(later.firstRelease); \(picked)"
        }
        return "displayType \(JSONOutput.literal(asked)) names no card; \(picked)"
    }
}
