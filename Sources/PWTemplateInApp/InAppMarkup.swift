import PWTemplateLint

/// Markup an author may expect a message to interpret (inapp-api-contract.md, "Plain text and
/// links": "Never interpret them as HTML or Markdown"): HTML tags, comments and character
/// references, Markdown links (`[text](url)`) and strong emphasis (`**text**`, `__text__`).
enum InAppMarkup {
    /// The first piece of markup in `text`, if any.
    static func first(in text: String) -> String? {
        if let piece = HTMLMarkup.pieces(in: text).first { return String(piece) }
        return markdownLink(in: text) ?? strongEmphasis(in: text)
    }

    /// `[label](target)` with a non-empty label and target on one line.
    private static func markdownLink(in text: String) -> String? {
        var search = text[...]
        while let open = search.firstIndex(of: "[") {
            let rest = text[text.index(after: open)...]
            guard let close = rest.firstIndex(where: { $0 == "]" || $0 == "[" || $0.isNewline }) else { return nil }
            let afterClose = text.index(after: close)
            if text[close] == "]", close > rest.startIndex, afterClose < text.endIndex, text[afterClose] == "(" {
                let target = text[text.index(after: afterClose)...]
                if let end = target.firstIndex(where: { $0 == ")" || $0.isNewline || $0 == " " }), text[end] == ")", end > target.startIndex {
                    return String(text[open...end])
                }
            }
            search = text[text.index(after: open)...]
        }
        return nil
    }

    /// `**text**` or `__text__` around a non-empty text without spaces at its ends.
    private static func strongEmphasis(in text: String) -> String? {
        for delimiter in ["**", "__"] {
            guard let start = text.firstRange(of: delimiter) else { continue }
            let inner = text[start.upperBound...]
            guard let end = inner.firstRange(of: delimiter), end.lowerBound > inner.startIndex else { continue }
            let content = inner[..<end.lowerBound]
            if content.first?.isWhitespace == false, content.last?.isWhitespace == false { return String(text[start.lowerBound..<end.upperBound]) }
        }
        return nil
    }
}
