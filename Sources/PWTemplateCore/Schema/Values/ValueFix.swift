/// The value that replaces a wrong one, as a check proposes it before it is placed: the finding
/// gets it as a ``Fix`` editing the string literal (or, for a value a placeholder brings in, the
/// translation or placeholder default it came from; see `VariantFixes`).
struct ValueFix: Sendable {
    /// The JSON text written in place of the value: a string literal, `true` or a number.
    var literal: String
    var applicability: Fix.Applicability
    /// What the fix does, in a few words (`add "#": "#FFFFFF"`).
    var title: String

    /// A string value replacing the old one, titled `what` and the new literal.
    static func string(_ value: String, _ what: String, _ applicability: Fix.Applicability) -> ValueFix {
        let literal = JSONOutput.literal(value)
        return ValueFix(literal: literal, applicability: applicability, title: "\(what): \(literal)")
    }

    /// The fix as an edit of `entry`, whose bytes are `bytes`, where the value's literal spans `range`.
    func fix(replacing range: Range<Int>, in bytes: [UInt8], of entry: EntryName) -> Fix {
        Fix(title: title, applicability: applicability,
            change: .edits(entry, [Self.edit(replacing: range, in: bytes, with: literal)]))
    }

    /// The edit that turns the bytes at `range` into `replacement`, narrowed to the bytes that
    /// differ so that the rest of the literal (its escapes included) stays as written. It is cut
    /// only at ASCII bytes, so the replacement is whole characters.
    static func edit(replacing range: Range<Int>, in bytes: [UInt8], with replacement: String) -> TextEdit {
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
