import PWTemplateSyntax

/// Checks of templates the SDKs accept but that render badly (§16 of the SDK notes).
public enum DesignChecks {
    /// no-visible-content, no-way-out, low-contrast, invisible-text, too-many-buttons and
    /// spinwheel-weights-zero for the document's content block. Values the schema rejects are skipped, never reported here.
    public static func check(_ document: ConfigDocument) -> [Diagnostic] {
        VisibleContentCheck.findings(in: document)
            + WayOutCheck.findings(in: document)
            + ContrastCheck.findings(in: document)
            + ButtonCountCheck.findings(in: document)
            + SpinwheelWeightsCheck.findings(in: document)
    }
}
