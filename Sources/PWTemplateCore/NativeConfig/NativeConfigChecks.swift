/// Every check of a parsed `native-config.json` past its JSON syntax, in order: the envelope
/// (`displayType` and its block), platform support, the schema of the block, design warnings
/// and the `dark` overlay.
enum NativeConfigChecks {
    static func check(_ root: JSONNode, text: SourceText, configuration: LintConfiguration) -> [Diagnostic] {
        guard case .object(let members) = root.value else { return [] }
        let (envelope, document) = EnvelopeCheck.check(root, members: members, text: text, configuration: configuration)
        guard let document else { return envelope }
        let dark = DarkOverlayCheck.check(document) { block, pointer in
            SchemaValidator.validateBlock(block, of: document.displayType, at: pointer, in: document)
        }
        return envelope + SchemaValidator.validate(document) + DesignChecks.check(document) + dark
    }
}
