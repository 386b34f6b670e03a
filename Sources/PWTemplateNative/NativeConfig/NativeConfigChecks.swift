import PWTemplateLint
import PWTemplateSyntax

/// The variant stage of a lint run: the checks of ``CheckStage/variant`` on every language
/// variant of a parsed `native-config.json`, their findings merged.
enum NativeConfigChecks {
    /// The checks of every language variant the placeholders of `native-config.json` can resolve
    /// to (§18.1): each section of `pushwoosh.json` and the key-missing case, on each targeted
    /// platform. Without placeholders the template is checked once, as written.
    static func checkVariants(
        _ template: Template, root: JSONCursor, text: SourceText, configuration: LintConfiguration, checks: [any Check]
    ) -> [Diagnostic] {
        let strings = template.placeholderStrings
        guard !strings.isEmpty else {
            return check(root, text: text, configuration: configuration, checks: checks)
        }
        let variants = template.variants(for: configuration.targets)
        // Variants often resolve alike (iOS and Android, a language and its fallback), and
        // languages differ mostly in texts, which the checks read only as empty, blank or
        // readable: variants with equal keys get the same findings, so each key is checked once
        // and its findings are merged once for all its variants.
        let textPositions = strings.map(\.isTextPosition)
        var keys: [(key: VariantKey, variants: [Int])] = []
        let placements = PlacementCache(slots: strings.count)
        for (index, variant) in variants.enumerated() {
            let resolved = strings.indices.map { variant.resolve(strings[$0].value, slot: $0, cache: placements) }
            let key = VariantKey(resolved: resolved, textPositions: textPositions)
            if let earlier = keys.firstIndex(where: { $0.key == key }) {
                keys[earlier].variants.append(index)
            } else {
                keys.append((key, [index]))
            }
        }
        var merged = VariantFindings(variants: variants, fixes: VariantFixes(template))
        for (key, indices) in keys {
            let resolved = JSONCursor(tape: root.tape.replacingStrings(where: PlaceholderResolver.mayHavePlaceholders, with: key.resolved))
            merged.add(check(resolved, text: text, configuration: configuration, checks: checks), ofVariants: indices)
        }
        return merged.diagnostics
    }

    /// The findings of `checks` (variant checks, in registry order) on one variant's root.
    static func check(
        _ root: JSONCursor, text: SourceText, configuration: LintConfiguration, checks: [any Check] = StagedChecks.registry.variant
    ) -> [Diagnostic] {
        guard let input = VariantInput(root: root, text: text, configuration: configuration) else { return [] }
        var findings: [Diagnostic] = []
        checks.run(.variant(input), into: &findings)
        return findings
    }
}
