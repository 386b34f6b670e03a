import PWTemplateLint
import PWTemplateSyntax

/// A parsed `native-config.json` whose root is an object and whose display type is known:
/// what every check of the content block reads. A class: every check of a variant reads the
/// same document, and passing it on costs one reference instead of a copy of each field.
public final class ConfigDocument: Sendable {
    public let text: SourceText
    /// The root object.
    public let root: JSONCursor
    /// The recognised display type (from `displayType`, matched case-insensitively).
    public let displayType: DisplayType
    /// The content block: the object under the lower-case type key.
    public let block: JSONCursor
    public let configuration: LintConfiguration

    public init(text: SourceText, root: JSONCursor, displayType: DisplayType, block: JSONCursor, configuration: LintConfiguration) {
        self.text = text
        self.root = root
        self.displayType = displayType
        self.block = block
        self.configuration = configuration
    }

    /// The JSON Pointer of the content block, e.g. `/modal`.
    public var blockPointer: String { JSONPointer.appending(displayType.rawValue, to: JSONPointer.root) }

    /// A finding spanning `node`'s value.
    public func finding(
        _ rule: Rule, at node: JSONCursor, pointer: String, message: String,
        hint: String? = nil, platform: Platform? = nil, related: [RelatedLocation] = []
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, message: message, hint: hint, pointer: pointer, range: node.range,
            related: related, platform: platform)
    }

    /// A finding spanning the key of `member` (for unknown or ignored keys).
    public func finding(
        _ rule: Rule, atKeyOf member: JSONCursor.Member, pointer: String, message: String,
        hint: String? = nil, platform: Platform? = nil
    ) -> Diagnostic {
        Diagnostic(
            rule: rule, message: message, hint: hint, pointer: pointer, range: SourceRange(bytes: member.keyRange),
            platform: platform)
    }
}
