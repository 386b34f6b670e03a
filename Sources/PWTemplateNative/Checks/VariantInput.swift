import PWTemplateLint
import PWTemplateSyntax

/// What the checks of one language variant read: its root (placeholders resolved), the envelope
/// read from it (the document of its type and block, when usable), and the light block's schema
/// findings, walked at most once and shared by the schema and dark-overlay checks.
package final class VariantInput {
    package let root: JSONCursor
    package let members: [JSONCursor.Member]
    package let text: SourceText
    package let configuration: LintConfiguration
    /// The envelope's findings, the document and the `displayType` value.
    package let envelope: EnvelopeCheck.Reading
    private let lightBlock: LightBlockFindings?

    /// The input of `root`, or `nil` when the root is no object (no variant check applies).
    package init?(root: JSONCursor, text: SourceText, configuration: LintConfiguration) {
        guard let members = root.members else { return nil }
        self.root = root
        self.members = members
        self.text = text
        self.configuration = configuration
        envelope = EnvelopeCheck.read(root, members: members, text: text, configuration: configuration)
        lightBlock = envelope.document.map(LightBlockFindings.init)
    }

    /// The document the content checks read, when the type and block are usable.
    package var document: ConfigDocument? { envelope.document }

    /// The schema findings of the content block as written (the light variant); empty without a document.
    package var blockFindings: [Diagnostic] { lightBlock?.value ?? [] }
}

/// The light block's schema findings, computed on first use.
private final class LightBlockFindings {
    private let document: ConfigDocument
    private(set) lazy var value = SchemaValidator.validateBlock(document.block, of: document.displayType, at: document.blockPointer, in: document)

    init(_ document: ConfigDocument) {
        self.document = document
    }
}
