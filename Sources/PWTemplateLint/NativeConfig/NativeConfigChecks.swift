import PWTemplateSyntax

/// Every check of a parsed `native-config.json` past its JSON syntax, in order: the envelope
/// (`displayType` and its block), platform support, the schema of the block, design warnings
/// and the `dark` overlay.
enum NativeConfigChecks {
    /// The checks of every language variant the placeholders of `native-config.json` can resolve
    /// to (§18.1): each section of `pushwoosh.json` and the key-missing case, on each targeted
    /// platform. Without placeholders the template is checked once, as written.
    static func checkVariants(_ template: Template, root: JSONNode, text: SourceText, configuration: LintConfiguration) -> [Diagnostic] {
        let strings = template.placeholderStrings
        guard !strings.isEmpty else {
            return check(root, text: text, configuration: configuration)
        }
        let variants = template.variants(for: configuration.targets)
        // Variants often resolve alike (iOS and Android, a language and its fallback), and
        // languages differ mostly in texts, which the checks read only as empty, blank or
        // readable: variants with equal keys get the same findings, so each key is checked once
        // and its findings are merged once for all its variants.
        let textPositions = strings.map(\.isTextPosition)
        var keys: [(key: VariantKey, variants: [Int])] = []
        let placements = PlacementCache()
        for (index, variant) in variants.enumerated() {
            let key = VariantKey(resolved: strings.map { variant.resolve($0.value, cache: placements) }, textPositions: textPositions)
            if let earlier = keys.firstIndex(where: { $0.key == key }) {
                keys[earlier].variants.append(index)
            } else {
                keys.append((key, [index]))
            }
        }
        var merged = VariantFindings(variants: variants, fixes: VariantFixes(template))
        for (key, indices) in keys {
            let resolved = root.replacingStrings(where: PlaceholderResolver.mayHavePlaceholders, with: key.resolved)
            merged.add(check(resolved, text: text, configuration: configuration), ofVariants: indices)
        }
        return merged.diagnostics
    }

    static func check(_ root: JSONNode, text: SourceText, configuration: LintConfiguration) -> [Diagnostic] {
        guard case .object(let members) = root.value else { return [] }
        let (structure, document) = EnvelopeCheck.check(root, members: members, text: text, configuration: configuration)
        let envelope = structure + EnvelopeDeliveryCheck.check(members, text: text)
        guard let document else { return envelope }
        let blockFindings = SchemaValidator.validateBlock(document.block, of: document.displayType, at: document.blockPointer, in: document)
        let dark = DarkOverlayCheck.check(document, lightFindings: blockFindings) { block, pointer in
            SchemaValidator.validateBlock(block, of: document.displayType, at: pointer, in: document)
        }
        return envelope + SchemaValidator.validateRoot(document) + blockFindings + DesignChecks.check(document) + dark
    }
}
