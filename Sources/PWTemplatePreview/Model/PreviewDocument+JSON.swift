import PWTemplateSyntax

extension PreviewDocument {
    /// The document as the page's data island holds it (the shape of the preview contract).
    public func json() -> JSONOutput {
        .object([
            ("name", .string(name)),
            ("displayType", JSONOutput(displayType)),
            ("offline", .bool(offline)),
            ("initial", .object([
                ("platform", .string(initial.platform.rawValue)), ("look", .string(initial.look)), ("device", .string(initial.device)),
                ("lang", .string(initial.language)), ("appearance", .string(initial.appearance.rawValue)),
            ])),
            ("platforms", .array(platforms.map { .string($0.rawValue) })),
            ("languages", .array(languages.map { .object([("id", .string($0.id)), ("label", .string($0.label))]) })),
            ("devices", .array(devices.map(Self.json(_:)))),
            ("variants", .array(variants.map(Self.json(_:)))),
            ("hasDark", .bool(hasDark)),
            ("findings", .array(findings.map(json(_:)))),
        ])
    }

    /// The JSON of ``json()`` made safe inside `<script type="application/json">`
    /// (``Swift/String/scriptSafeJSON``): no text of the template can end the script or open a comment.
    public func dataIsland() -> String {
        json().rendered().scriptSafeJSON
    }

    private static func json(_ device: PreviewDevice) -> JSONOutput {
        .object([
            ("id", .string(device.id)), ("platform", .string(device.platform.rawValue)), ("name", .string(device.name)),
            ("width", .int(device.width)), ("height", .int(device.height)), ("safeTop", .int(device.safeTop)),
            ("safeBottom", .int(device.safeBottom)), ("radius", .int(device.radius)),
        ])
    }

    private static func json(_ variant: PreviewVariant) -> JSONOutput {
        .object([
            ("platform", .string(variant.platform.rawValue)), ("lang", .string(variant.language)),
            ("appearance", .string(variant.appearance.rawValue)), ("block", variant.model ?? variant.block.map(JSONOutput.init) ?? .null),
            ("pointer", JSONOutput(variant.pointer)), ("drop", JSONOutput(variant.drop)),
            ("missing", .array(variant.missing.map(JSONOutput.string))),
        ])
    }

    private func json(_ finding: Diagnostic) -> JSONOutput {
        let start = finding.location.range?.lineColumns(in: finding.location.entry.flatMap { sources[$0] })?.start
        return .object([
            ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.rule.id)), ("message", .string(finding.message)),
            ("hint", JSONOutput(finding.hint)), ("entry", JSONOutput(finding.location.entry?.path)),
            ("pointer", JSONOutput(finding.location.pointer)), ("line", JSONOutput(start?.line)), ("column", JSONOutput(start?.column)),
            ("platform", JSONOutput(finding.platform?.rawValue)), ("language", JSONOutput(finding.language)),
        ])
    }
}
