import PWTemplateLint
import PWTemplateSyntax

/// One notification of an inbox message: its object, its `data` as InboxKit reads it (`u` on
/// the device), and its texts, which may be per language.
package struct InboxNotification {
    package let index: Int
    package let value: InboxValue
    /// The `data` object, or the object a JSON string `data` holds; `nil` when absent or unreadable.
    let data: InboxValue?

    /// Reads the notification `value`; a `data` that is neither an object nor a string holding
    /// one adds its finding to `findings`.
    init(_ value: InboxValue, index: Int, text: SourceText, findings: inout [Diagnostic]) {
        self.index = index
        self.value = value
        data = value["data"].flatMap { Self.readData($0, text: text, findings: &findings) }
    }

    private static func readData(_ data: InboxValue, text: SourceText, findings: inout [Diagnostic]) -> InboxValue? {
        let hint = "write \"data\" as an object, or as a string holding a JSON object"
        let why = "InboxKit reads no displayType, carousel, video, wallet or buttons from it: the message is drawn as if it had no data"
        if data.isObject { return data }
        guard let string = data.string else {
            findings.append(Diagnostic(
                rule: .inboxDataInvalid, message: "\"data\" is \(data.typeName), not an object: \(why)", hint: hint,
                pointer: data.pointer, range: data.range))
            return nil
        }
        let embedded = EmbeddedJSON(string: string, in: data.cursor, text: text)
        if let root = embedded.root, root.isObject {
            return InboxValue(root, isEmbedded: true)
        }
        if embedded.root == nil, let problem = embedded.problems.first {
            findings.append(Diagnostic(
                rule: .inboxDataInvalid, message: "the string \"data\" is not JSON (\(problem.message)): \(why)", hint: hint,
                pointer: data.pointer, range: SourceRange(bytes: problem.byteRange)))
        } else {
            let type = embedded.root?.typeName ?? "nothing"
            findings.append(Diagnostic(
                rule: .inboxDataInvalid, message: "the string \"data\" holds \(type), not an object: \(why)", hint: hint,
                pointer: data.pointer, range: data.range))
        }
        return nil
    }

    /// The languages the texts are written in (`content` or `ios_title` as per-language
    /// objects), in order; empty when both are plain strings.
    package var languages: [String] {
        var seen = Set<String>()
        return ["ios_title", "content"].flatMap { key -> [String] in
            return value[key]?.cursor.members?.map(\.key) ?? []
        }.filter { seen.insert($0).inserted }
    }

    /// The non-empty text of `key` (`ios_title`, `content`) in `language` (`nil`: a plain string).
    package func text(_ key: String, in language: String?) -> String? {
        textValue(key, in: language)?.string
    }

    /// The value of ``text(_:in:)``: the plain string, or the string of `language` in the object.
    package func textValue(_ key: String, in language: String?) -> InboxValue? {
        guard let text = value[key] else { return nil }
        if text.nonEmptyString != nil { return text }
        return language.flatMap { text[$0] }.flatMap { $0.nonEmptyString == nil ? nil : $0 }
    }

    /// A value of `data`, if any.
    package subscript(data key: String) -> InboxValue? {
        data?[key]
    }

    /// The platform codes of `platforms` (1 iOS, 3 Android, …); `nil` when it is absent.
    package var platformCodes: [Int]? {
        guard let platforms = value["platforms"], platforms.isArray else { return nil }
        return platforms.elements.compactMap { element in
            element.cursor.numberText.flatMap { Int($0) }
        }
    }
}
