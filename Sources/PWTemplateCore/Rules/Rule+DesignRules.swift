// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let noVisibleContent = Rule(
        id: "no-visible-content", defaultSeverity: .warning, category: .design,
        summary: "A block that draws nothing the user can read (a modal with no title, message, image or buttons).",
        rationale: "The SDK accepts it and shows an empty card or bar: the campaign spends an impression on nothing."
    )
    public static let noWayOut = Rule(
        id: "no-way-out", defaultSeverity: .warning, category: .design,
        summary: "No close button, no `close` action and no `autoDismiss`: the only exit is following a link.",
        rationale: "A message users cannot dismiss without leaving the app traps them; stores and users punish that."
    )
    public static let lowContrast = Rule(
        id: "low-contrast", defaultSeverity: .warning, category: .design,
        summary: "Text and the colour it is drawn on have a WCAG 2.x contrast ratio below 4.5:1.",
        rationale: "Low-contrast text is hard to read for many users (WCAG 2.x AA asks 4.5:1 for normal text). Colours are alpha-composited; surfaces that are images or gradients are skipped."
    )
    public static let invisibleText = Rule(
        id: "invisible-text", defaultSeverity: .warning, category: .design,
        summary: "A text colour that is fully transparent.",
        rationale: "`#RRGGBB00` (or `#RGB0`) draws nothing; usually the author meant `#AARRGGBB` order, which the SDKs do not use (alpha is last)."
    )
    public static let tooManyButtons = Rule(
        id: "too-many-buttons", defaultSeverity: .warning, category: .design,
        summary: "More than 3 buttons on a modal, sheet, fullscreen, video or story slide.",
        rationale: "iOS buttons are 52 pt tall and cards do not scroll, so extra buttons squeeze or overflow the content."
    )
    public static let darkVariantInvalid = Rule(
        id: "dark-variant-invalid", defaultSeverity: .warning, category: .design,
        summary: "The `dark` overlay is broken, or the merged dark variant fails validation.",
        rationale: "A broken dark overlay is the SDKs' only fail-open path: the template is not rejected, but dark-mode users silently see the light variant."
    )
}
