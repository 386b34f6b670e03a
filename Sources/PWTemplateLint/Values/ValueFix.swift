import PWTemplateArchive
import PWTemplateSyntax

/// The value that replaces a wrong one, as a check proposes it before it is placed: the finding
/// gets it as a ``Fix`` editing the string literal (or, for a value a placeholder brings in, the
/// translation or placeholder default it came from; see `VariantFixes`).
package struct ValueFix: Sendable {
    /// The JSON text written in place of the value: a string literal, `true` or a number.
    package var literal: String
    /// The new value when it is a string: the edit then keeps the unchanged characters as
    /// written, escapes included.
    package var string: String?
    package var applicability: Fix.Applicability
    /// What the fix does, in a few words (`add "#": "#FFFFFF"`).
    package var title: String

    /// A string value replacing the old one, titled `what` and the new literal.
    package static func string(_ value: String, _ what: String, _ applicability: Fix.Applicability) -> ValueFix {
        let literal = JSONOutput.literal(value)
        return ValueFix(literal: literal, string: value, applicability: applicability, title: "\(what): \(literal)")
    }

    /// A value other than a string (`true`, `12`).
    package init(literal: String, applicability: Fix.Applicability, title: String) {
        self.init(literal: literal, string: nil, applicability: applicability, title: title)
    }

    private init(literal: String, string: String?, applicability: Fix.Applicability, title: String) {
        self.literal = literal
        self.string = string
        self.applicability = applicability
        self.title = title
    }

    /// The fix as an edit of `entry`, whose bytes are `bytes`, where the value's literal spans `range`.
    package func fix(replacing range: Range<Int>, in bytes: [UInt8], of entry: EntryName) -> Fix {
        let edit = string.flatMap { Self.edit(ofLiteral: range, in: bytes, to: $0) } ?? Self.edit(replacing: range, in: bytes, with: literal)
        return Fix(title: title, applicability: applicability, change: .edits(entry, [edit]))
    }

    /// The edit that turns the string literal at `range` into one of `value`, replacing only the
    /// characters that differ, as a JSON string's contents; `nil` when the bytes at `range` are
    /// not a string literal.
    package static func edit(ofLiteral range: Range<Int>, in bytes: [UInt8], to value: String) -> TextEdit? {
        guard let written = JSONParser.parse(Array(bytes[range])).cursor?.string else { return nil }
        let old = Array(written.unicodeScalars), new = Array(value.unicodeScalars)
        let starts = StringLiteral.scalarStarts(ofLiteral: range, in: bytes)
        guard starts.count == old.count + 1 else { return nil }
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old[prefix...].reversed(), new[prefix...].reversed()).prefix { $0 == $1 }.count
        var middle = String.UnicodeScalarView()
        middle.append(contentsOf: new[prefix..<(new.count - suffix)])
        return TextEdit(bytes: starts[prefix]..<starts[old.count - suffix],
                        replacement: String(JSONOutput.literal(String(middle)).dropFirst().dropLast()))
    }

    /// The edit that turns the bytes at `range` into `replacement`, narrowed to the bytes that
    /// differ so that the rest of the literal (its escapes included) stays as written. It is cut
    /// only at ASCII bytes, so the replacement is whole characters.
    package static func edit(replacing range: Range<Int>, in bytes: [UInt8], with replacement: String) -> TextEdit {
        let new = Array(replacement.utf8)
        let old = bytes[range]
        var prefix = 0
        while prefix < min(old.count, new.count), new[prefix] < 0x80, old[old.startIndex + prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, new[new.count - 1 - suffix] < 0x80,
              old[old.endIndex - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let middle = new[prefix..<(new.count - suffix)]
        return TextEdit(bytes: (range.lowerBound + prefix)..<(range.upperBound - suffix), replacement: String(decoding: middle, as: UTF8.self))
    }
}
