import PWTemplateSyntax

/// What an editor shows of an In-App file: the colour swatches of each message's style tokens.
/// (Hover, completion and the language server's wiring are not written yet.)
enum InAppEditor {
    /// Every readable colour token (`#RRGGBB`, either case) of every message, the range inside its quotes.
    static func colors(in document: JSONDocument) -> [EditorColor] {
        guard let root = document.root, let payload = InAppPayload(root: root) else { return [] }
        return payload.messages.flatMap { message -> [EditorColor] in
            guard let style = message["style"] else { return [] }
            return InAppStyleCheck.colorTokens.compactMap { token in
                guard let node = style[token], let color = InAppStyleCheck.readableColor(node) else { return nil }
                let range = node.node.range
                return EditorColor(range: EditorRange(start: range.lowerBound + 1, end: range.upperBound - 1),
                                   red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            }
        }
    }
}
