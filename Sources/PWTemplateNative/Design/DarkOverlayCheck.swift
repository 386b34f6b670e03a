import PWTemplateLint
import PWTemplateSyntax

/// `dark-variant-invalid`: the `dark` overlay is broken, or the merged dark variant fails the
/// schema. Either way the SDKs silently show the light variant in dark mode (§7 of the SDK notes).
/// `dark-key-ignored`: a key of a usable overlay that the merge does not use.
/// `dark-overlay-ignored`: a targeted release predates the overlay.
public struct DarkOverlayCheck: Check {
    package var rules: [Rule] { [.darkVariantInvalid, .darkKeyIgnored, .darkOverlayIgnored] }
    package var stage: CheckStage { .variant }

    /// The overlay of the input's document, with the schema validator on the merged variant.
    package func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += Self.check(document, lightFindings: input.blockFindings) { block, pointer in
            SchemaValidator.validateBlock(block, of: document.displayType, at: pointer, in: document)
        }
    }

    /// dark-variant-invalid: a structurally broken `dark` overlay, or a merged dark variant that fails
    /// `validateBlock` (the schema validator, injected by the caller: block node, pointer → findings).
    ///
    /// Errors of the merged variant become warnings at the same range, prefixed "in dark mode:";
    /// pointers of values copied from `dark` point into `dark`, and so do their fixes' edits (a
    /// merged value keeps the range it is written at). Errors the light block has too are
    /// left to the schema's own report: `lightFindings` are the light block's findings, which
    /// the caller has already (so the light block is walked once).
    public static func check(
        _ document: ConfigDocument, lightFindings: [Diagnostic], validateBlock: (JSONCursor, String) -> [Diagnostic]
    ) -> [Diagnostic] {
        switch DarkOverlayMerge.merge(document) {
        case .absent:
            return []
        case .broken(let problems):
            return ignoredOverlay(document) + problems
        case .merged(let merge):
            let pointer = document.blockPointer
            let lightErrors = Set(lightFindings.filter { $0.severity == .error })
            return ignoredOverlay(document) + merge.ignored + validateBlock(merge.block, pointer)
                .filter { $0.severity == .error && !lightErrors.contains($0) }
                .map { darkFinding(from: $0, merge) }
        }
    }

    /// An error of the merged variant as a finding of the dark appearance.
    private static func darkFinding(from error: Diagnostic, _ merge: DarkOverlayMerge) -> Diagnostic {
        let consequence = "the SDKs reject the merged dark variant and silently show the light one"
        var finding = Diagnostic(
            rule: .darkVariantInvalid, message: "in dark mode: " + error.message,
            hint: error.hint.map { $0 + "; " + consequence } ?? consequence,
            entry: error.location.entry, pointer: error.location.pointer.map { merge.darkPointer(for: $0) ?? $0 },
            range: error.location.range, related: error.related, language: error.language, platform: error.platform,
            fix: error.fix)
        finding.variant = FindingVariant(translation: error.variant?.translation, platform: error.platform, appearance: .dark)
        return finding
    }
}
