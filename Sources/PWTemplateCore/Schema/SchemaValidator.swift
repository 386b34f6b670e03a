/// Checks `native-config.json` against ``NativeConfigSchema``: one walk over the data, every
/// problem reported at its own JSON Pointer and range.
public enum SchemaValidator {
    /// Every schema finding of the document: root-level unknown/ignored keys and the whole content block.
    public static func validate(_ document: ConfigDocument) -> [Diagnostic] {
        validateRoot(document) + validateBlock(document.block, of: document.displayType, at: document.blockPointer, in: document)
    }

    /// The findings of the root object's own keys: unknown keys and blocks of other display types.
    public static func validateRoot(_ document: ConfigDocument) -> [Diagnostic] {
        var walk = SchemaWalk(document: document, start: FieldLocation(pointer: JSONPointer.root, label: ""))
        walk.checkRoot(document.root)
        return walk.findings
    }

    /// The findings of one content-block value of `type` at `pointer` (used again on the merged dark variant).
    public static func validateBlock(_ block: JSONNode, of type: DisplayType, at pointer: String, in document: ConfigDocument) -> [Diagnostic] {
        var walk = SchemaWalk(document: document, start: FieldLocation(pointer: pointer, label: type.rawValue))
        walk.checkObject(block, as: NativeConfigSchema.block(for: type))
        return walk.findings
    }
}
