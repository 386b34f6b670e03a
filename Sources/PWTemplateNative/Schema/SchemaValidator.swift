import PWTemplateLint
import PWTemplateSyntax

/// Checks `native-config.json` against ``NativeConfigSchema``: one walk over the data, every
/// problem reported at its own JSON Pointer and range.
public enum SchemaValidator {
    /// The findings of the root object's own keys: unknown keys and blocks of other display types.
    public static func validateRoot(_ document: ConfigDocument) -> [Diagnostic] {
        var walk = SchemaWalk(document: document, start: FieldLocation(pointer: JSONPointer.root, label: ""))
        walk.checkRoot(document.root)
        return walk.findings
    }

    /// The findings of one content-block value of `type` at `pointer` (used again on the merged dark variant).
    public static func validateBlock(_ block: JSONCursor, of type: DisplayType, at pointer: String, in document: ConfigDocument) -> [Diagnostic] {
        var walk = SchemaWalk(document: document, start: FieldLocation(pointer: pointer, label: type.rawValue))
        walk.checkObject(block, as: NativeConfigSchema.block(for: type))
        return walk.findings
    }
}
