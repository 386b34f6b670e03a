/// The HTML markup in a text, as the Pushwoosh editor writes it into translations (§10): tags
/// (`<p style="…">`, `</p>`, `<br>`, `<br/>`), comments (`<!-- … -->`) and character references
/// (`&nbsp;`, `&#160;`, `&#xA0;`). A `<` or `&` that starts none of them (`a < b`,
/// `Tom & Jerry`) is plain text.
package enum HTMLMarkup {
    /// The markup pieces of `text`, in order.
    package static func pieces(in text: String) -> [Substring] {
        let scalars = text.unicodeScalars
        let lastClose = lastCommentClose(in: text)
        var pieces: [Substring] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "<" || scalar == "&",
                  let end = scalar == "<" ? tagEnd(scalars, from: index, lastClose: lastClose) : referenceEnd(scalars, from: index) else {
                index = scalars.index(after: index)
                continue
            }
            pieces.append(text[index..<end])
            index = end
        }
        return pieces
    }

    /// Whether `text` has any markup.
    package static func appears(in text: String) -> Bool {
        let mayHaveMarkup = text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isMarkupStart) }
            ?? text.utf8.contains(where: isMarkupStart)
        return mayHaveMarkup && !pieces(in: text).isEmpty
    }

    /// Whether `byte` can start a piece of markup.
    private static func isMarkupStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
    }

    /// Where the last `-->` of `text` starts, if it has one.
    private static func lastCommentClose(in text: String) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.endIndex
        var matched = 0
        while index > bytes.startIndex {
            index = bytes.index(before: index)
            matched = bytes[index] == (matched == 0 ? UInt8(ascii: ">") : UInt8(ascii: "-")) ? matched + 1 : (bytes[index] == UInt8(ascii: ">") ? 1 : 0)
            if matched == 3 { return index }
        }
        return nil
    }

    /// Where the tag or comment opening at `start` (a `<`) ends: after its `>`. A comment
    /// opening after `lastClose`, the last `-->` of the text, is never closed, and is not
    /// scanned: a text of many unclosed `<!--` is read in one pass, not once per opener.
    private static func tagEnd(_ scalars: String.UnicodeScalarView, from start: String.Index, lastClose: String.Index?) -> String.Index? {
        let rest = scalars[scalars.index(after: start)...]
        if rest.starts(with: "!--".unicodeScalars) {
            guard let lastClose, lastClose > start else { return nil }
            var index = rest.index(rest.startIndex, offsetBy: 3)
            while index < rest.endIndex {
                if rest[index...].starts(with: "-->".unicodeScalars) { return rest.index(index, offsetBy: 3) }
                index = rest.index(after: index)
            }
            return nil
        }
        var index = rest.startIndex
        if index < rest.endIndex, rest[index] == "/" { index = rest.index(after: index) }
        guard index < rest.endIndex, rest[index].isASCIILetter else { return nil }
        while index < rest.endIndex, rest[index].isASCIILetter || ("0"..."9").contains(rest[index]) || rest[index] == "-" {
            index = rest.index(after: index)
        }
        // The name ends at `>`, `/>` or a space before the attributes; `<b2b` or `<a+b` is text.
        guard index < rest.endIndex, rest[index] == ">" || rest[index] == "/" || rest[index].properties.isWhitespace else { return nil }
        while index < rest.endIndex, rest[index] != "<" {
            if rest[index] == ">" { return rest.index(after: index) }
            index = rest.index(after: index)
        }
        return nil
    }

    /// Where the character reference opening at `start` (an `&`) ends: after its `;`.
    private static func referenceEnd(_ scalars: String.UnicodeScalarView, from start: String.Index) -> String.Index? {
        var index = scalars.index(after: start)
        var isValid: (Unicode.Scalar) -> Bool = { $0.isASCIILetter || ("0"..."9").contains($0) }
        // Every named reference has two characters or more (`&lt;`): `AT&T;` is text.
        var minimumLength = 2
        if index < scalars.endIndex, scalars[index] == "#" {
            index = scalars.index(after: index)
            minimumLength = 1
            isValid = { ("0"..."9").contains($0) }
            if index < scalars.endIndex, scalars[index] == "x" || scalars[index] == "X" {
                index = scalars.index(after: index)
                isValid = \.isASCIIHexDigit
            }
        }
        var length = 0
        while index < scalars.endIndex, length < 32, isValid(scalars[index]) {
            index = scalars.index(after: index)
            length += 1
        }
        guard length >= minimumLength, index < scalars.endIndex, scalars[index] == ";" else { return nil }
        return scalars.index(after: index)
    }
}

private extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    var isASCIIHexDigit: Bool { ("0"..."9").contains(self) || ("a"..."f").contains(self) || ("A"..."F").contains(self) }
}
