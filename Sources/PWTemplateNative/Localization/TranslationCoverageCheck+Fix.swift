import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

extension TranslationCoverageCheck {
    /// What starts a text copied from the default language by the fix of
    /// `placeholder-missing-translation`, so that the author sees it still needs translating.
    static let untranslatedMark = "[translate] "

    /// The unsafe fix adding `keys` to `section`, each with the text of `defaultSection` as
    /// written there, marked with ``untranslatedMark``, laid out like the section's last member;
    /// `nil` when a key's default value is no string.
    static func copyFix(_ keys: [String], into section: LocalizationFile.Section,
                        from defaultSection: LocalizationFile.Section, text: SourceText) -> Fix? {
        var entries: [String] = []
        for key in keys {
            guard let source = defaultSection.members.last(where: { $0.key == key }), case .string = source.value.value else { return nil }
            let value = String(decoding: text.bytes[source.value.byteRange].dropFirst(), as: UTF8.self)
            entries.append(String(decoding: text.bytes[source.keyRange], as: UTF8.self) + ": \"" + untranslatedMark + value)
        }
        let object = section.member.value.byteRange
        let edit: TextEdit
        if let last = section.members.last {
            let separator = lineBreakAndIndent(before: last.keyRange.lowerBound, in: text).map { "," + $0 } ?? ", "
            edit = TextEdit(bytes: last.value.byteRange.upperBound..<last.value.byteRange.upperBound,
                            replacement: separator + entries.joined(separator: separator))
        } else {
            edit = TextEdit(bytes: object.lowerBound + 1..<object.upperBound - 1, replacement: " " + entries.joined(separator: ", ") + " ")
        }
        let title = "copy \(keys.map(JSONOutput.literal).joined(separator: ", ")) from \(JSONOutput.literal(defaultSection.language)), marked \(JSONOutput.literal(untranslatedMark)) for translation"
        return Fix(title: title, applicability: .unsafe, change: .edits(.pushwoosh, [edit]))
    }

    /// The line break and indentation before `offset` when only blanks precede it on its line.
    private static func lineBreakAndIndent(before offset: Int, in text: SourceText) -> String? {
        let line = text.position(ofByte: offset).line
        guard line > 1 else { return nil }
        let start = text.lineStarts[line - 1]
        let indent = text.bytes[start..<offset]
        guard indent.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        let lineBreak = start >= 2 && text.bytes[start - 2] == 0x0D ? "\r\n" : "\n"
        return lineBreak + String(decoding: indent, as: UTF8.self)
    }
}
