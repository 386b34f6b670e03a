import PWTemplateLint
import PWTemplateSyntax

/// `invisible-text` and `low-contrast`: text colours that cannot be read on what they are drawn on.
///
/// Colours are alpha-composited as they are drawn: the text colour over its surface, and a
/// translucent surface over what lies behind it (a button over its card; a card over the host
/// app, which is assumed white). Surfaces that are images, videos or gradients, and colours
/// that do not parse (the schema reports those), are skipped.
struct ContrastCheck: Check {
    var rules: [Rule] { [.lowContrast, .invisibleText] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += Self.findings(in: document)
    }

    /// The keys under which a Text object (`{text, color}`) appears. Four keys: a linear search
    /// is cheaper than hashing.
    private static let textKeys = ["title", "message", "loseTitle", "text"]

    static func findings(in document: ConfigDocument) -> [Diagnostic] {
        let block = LocatedNode(node: document.block)
        var invisible: [LocatedNode] = []
        // Only an object can be a Text; a `dark` object is the overlay, checked merged.
        document.block.forEachObjectMemberWithin(skipping: { $0 == "dark" }) { key, value in
            if textKeys.contains(key), let color = value["color"],
               let text = color.string, RGBAColor(hex: text)?.alpha == 0 {
                invisible.append(LocatedNode(node: color))
            }
        }
        let invisiblePointers = Set(invisible.map(\.pointer))
        return invisible.map { invisibleText($0, document) }
            + DesignLayout.of(document.displayType).allTextPlacements.flatMap { placement in
                lowContrast(placement, in: block, skipping: invisiblePointers, document)
            }
    }

    private static func invisibleText(_ color: LocatedNode, _ document: ConfigDocument) -> Diagnostic {
        let text = color.string ?? ""
        var hint = "alpha is the last pair (`#RRGGBBAA`, CSS order); `#AARRGGBB` is not the SDKs' order"
        if let meant = alphaFirstReading(of: text) { hint += ": for this colour with alpha first, write `\(meant)`" }
        return document.finding(
            .invisibleText, at: color.node, pointer: color.pointer,
            message: "text colour `\(text)` is fully transparent (alpha 0): the text is invisible", hint: hint)
    }

    /// `#AARRGGBB` (or `#ARGB`) rewritten in the SDKs' order, when that reading is not transparent too.
    private static func alphaFirstReading(of text: String) -> String? {
        let digits = Array(text.drop { $0 == "#" }.prefix { !$0.isWhitespace })
        guard digits.count == 8 || digits.count == 4 else { return nil }
        let alphaLength = digits.count / 4
        let rotated = "#" + String(digits[alphaLength...] + digits[..<alphaLength])
        guard let color = RGBAColor(hex: rotated), color.alpha > 0 else { return nil }
        return rotated
    }

    private static func lowContrast(
        _ placement: DesignLayout.TextPlacement, in block: LocatedNode, skipping invisible: Set<String>,
        _ document: ConfigDocument
    ) -> [Diagnostic] {
        if let covering = placement.unlessPresent, !block.select(covering).isEmpty { return [] }
        return block.select(placement.owner).compactMap { owner in
            guard let textColor = owner[placement.text]?["color"], invisible.isEmpty || !invisible.contains(textColor.pointer),
                let textValue = textColor.string, let text = RGBAColor(hex: textValue),
                let surfaceNode = owner.select(placement.surface).first,
                let surface = SurfaceColor.resolve(surfaceNode, backdrop: placement.backdrop, in: block)
            else { return nil }
            let minimumRatio = document.configuration.design.minimumContrastRatio
            let ratio = RGBAColor.contrastRatio(text.composited(over: surface.color), surface.color)
            guard ratio < minimumRatio else { return nil }
            let limit = "\(minimumRatio)"
            return document.finding(
                .lowContrast, at: textColor.node, pointer: textColor.pointer,
                message: "text colour `\(textValue)` on \(surface.description) has a contrast ratio of "
                    + "\(DesignText.ratio(ratio, below: minimumRatio)):1, below \(limit):1",
                hint: "darken or lighten one of the colours until the ratio reaches \(limit):1"
                    + (minimumRatio == DesignThresholds.default.minimumContrastRatio ? " (WCAG AA for normal text)" : ""))
        }
    }
}
