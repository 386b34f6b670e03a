extension Fix {
    /// A fix writing `replacement` over `bytes` of `entry`.
    package static func replacing(_ bytes: Range<Int>, with replacement: String, in entry: EntryName,
                          title: String, applicability: Applicability) -> Fix {
        Fix(title: title, applicability: applicability, change: .edits(entry, [TextEdit(bytes: bytes, replacement: replacement)]))
    }

    /// A fix renaming `member` of an object in `entry` to `name`: only the key's bytes change.
    package static func renaming(_ member: JSONCursor.Member, to name: String, in entry: EntryName = .nativeConfig,
                         applicability: Applicability) -> Fix {
        replacing(member.keyRange, with: JSONOutput.literal(name), in: entry,
                  title: "rename \(JSONOutput.literal(member.key)) to \(JSONOutput.literal(name))", applicability: applicability)
    }
}
