import PWTemplateLint
import PWTemplateSyntax

/// `no-visible-content`: a block or item that draws nothing the user can read.
struct VisibleContentCheck: Check {
    var rules: [Rule] { [.noVisibleContent] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += Self.findings(in: document)
    }

    static func findings(in document: ConfigDocument) -> [Diagnostic] {
        guard let content = DesignLayout.of(document.displayType).visibleContent else { return [] }
        let block = LocatedNode(node: document.block)
        let type = document.displayType.rawValue
        return block.select(content.surface).enumerated().compactMap { index, surface in
            guard surface.isObject, !showsSomething(surface, content) else { return nil }
            let fields = (content.texts + content.media + content.buttonLists).map { "`" + $0.text.split(separator: "/").joined(separator: ".") + "`" }
            let missing = DesignText.list(fields, joinedBy: "or")
            if content.surface.text.isEmpty, let member = blockMember(in: document) {
                return document.finding(
                    .noVisibleContent, atKeyOf: member, pointer: surface.pointer,
                    message: "this \(type) draws nothing the user can read: no \(missing)",
                    hint: "give it at least a title or a message; the SDKs would show an empty \(type == "banner" ? "bar" : "card")")
            }
            return document.finding(
                .noVisibleContent, at: surface.node, pointer: surface.pointer,
                message: "\(type) item \(index + 1) draws nothing the user can read: no \(missing)",
                hint: "give the item at least a title, a message or an image, or remove it")
        }
    }

    private static func showsSomething(_ surface: LocatedNode, _ content: DesignLayout.VisibleContent) -> Bool {
        content.texts.contains { surface.select($0).contains(where: isReadable) }
            || content.media.contains { !surface.select($0).isEmpty }
            || content.buttonLists.contains { surface.select($0).contains { $0.elements?.isEmpty != true } }
    }

    /// A Text counts unless its `text` is blank; a malformed one counts (the schema reports it).
    private static func isReadable(_ text: LocatedNode) -> Bool {
        guard let string = text["text"]?.string else { return true }
        return TextValueClass(string) == .readable
    }

    /// The root member holding the content block, to report at its key.
    private static func blockMember(in document: ConfigDocument) -> JSONCursor.Member? {
        document.root.members?.last { $0.key == document.displayType.rawValue }
    }
}
