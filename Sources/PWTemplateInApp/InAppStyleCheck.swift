import PWTemplateLint
import PWTemplateSyntax

/// `style` (inapp-api-contract.md, "Style"): its type, its colours, `text_align`, `margin`, the
/// tokens the contract does not name, and the contrast of the colours drawn on each other.
struct InAppStyleCheck: InAppCheck {
    var rules: [Rule] { [.inappStyleType, .inappColorFormat, .inappTextAlign, .inappMargin, .inappLowContrast] }

    /// The colour tokens, in the contract's order.
    static let colorTokens = ["background_color", "text_color", "button_color", "button_text_color"]
    /// Every token of the style table.
    static let tokens = colorTokens + ["text_align", "margin"]
    static let alignments = ["left", "center", "right"]
    /// The contrast of button labels: WCAG 2.x AA for large text, as the SDKs draw labels in a bold button font.
    static let buttonLabelContrast = 3.0

    func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic]) {
        guard let style = message["style"], !style.isNull else { return }
        guard style.isObject else {
            findings.append(context.finding(.inappStyleType, at: style, message: "\"style\" is \(DesignText.article(style.typeName)): the contract allows an object or null",
                                            hint: "write an object of style tokens, or null for the SDK defaults"))
            return
        }
        for token in Self.colorTokens {
            if let color = style[token], let finding = Self.colorFinding(color, token: token, context) { findings.append(finding) }
        }
        if let align = style["text_align"], align.string.map(Self.alignments.contains) != true {
            let found = align.string.map(Quote.string) ?? DesignText.article(align.typeName)
            findings.append(context.finding(.inappTextAlign, at: align, message: "\"text_align\" is \(found), not \"left\", \"center\" or \"right\"",
                                            hint: "write \"left\", \"center\" or \"right\", or leave it out for left"))
        }
        if let margin = style["margin"], margin.bool == nil {
            findings.append(context.finding(.inappMargin, at: margin, message: "\"margin\" is \(DesignText.article(margin.typeName)), not a boolean",
                                            hint: "write true (a 16-point inset) or false, or leave it out for true"))
        }
        findings += InAppFieldsCheck.unknownFields(of: style, known: Self.tokens, what: "style", context)
        findings += Self.contrast(style, text: "text_color", on: "background_color", what: "title and body", minimum: context.configuration.settings[MinimumContrastRatio.self], context)
        findings += Self.contrast(style, text: "button_text_color", on: "button_color", what: "button labels",
                                  minimum: min(context.configuration.settings[MinimumContrastRatio.self], Self.buttonLabelContrast), context)
    }

    /// Whether `text` is a colour as the contract writes it: `#RRGGBB`, upper case.
    static func isContractColor(_ text: String) -> Bool {
        let bytes = text.utf8
        return bytes.count == 7 && bytes.first == UInt8(ascii: "#")
            && bytes.dropFirst().allSatisfy { UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 }
    }

    /// The colour a token holds when an SDK can read it: `#RRGGBB` in either case.
    static func readableColor(_ node: JSONCursor?) -> RGBAColor? {
        guard let text = node?.string, isContractColor(text.uppercased()) else { return nil }
        return RGBAColor(hex: text)
    }

    private static func colorFinding(_ color: JSONCursor, token: String, _ context: InAppContext) -> Diagnostic? {
        guard let text = color.string else {
            return context.finding(.inappColorFormat, at: color, message: "\"\(token)\" is \(DesignText.article(color.typeName)), not a colour: the SDK ignores it and uses its default",
                                   hint: "write #RRGGBB in upper case, or leave it out for the SDK default")
        }
        guard !isContractColor(text) else { return nil }
        if isContractColor(text.uppercased()) {
            return context.finding(.inappColorFormat, at: color, message: "\"\(token)\" is \(Quote.string(text)) in lower case; the contract writes colours in upper case \"so both platforms render the same value\"",
                                   hint: "write \(Quote.string(text.uppercased()))", fix: .string(text.uppercased(), "write it in upper case", .safe))
        }
        return context.finding(.inappColorFormat, at: color, message: "\"\(token)\" is \(Quote.string(text)), not #RRGGBB: the SDK cannot parse it and uses its default",
                               hint: "write six hex digits in upper case, without alpha: #RRGGBB")
    }

    private static func contrast(_ style: JSONCursor, text: String, on surface: String, what: String, minimum: Double, _ context: InAppContext) -> [Diagnostic] {
        guard let textNode = style[text], let foreground = readableColor(textNode), let surfaceNode = style[surface], let background = readableColor(surfaceNode) else { return [] }
        let ratio = RGBAColor.contrastRatio(foreground, background)
        guard ratio < minimum else { return [] }
        return [context.finding(
            .inappLowContrast, at: textNode,
            message: "\(what) in `\(textNode.string ?? "")` on `\(surfaceNode.string ?? "")` have a contrast ratio of \(DesignText.ratio(ratio, below: minimum)):1, below \(minimum):1",
            hint: "darken or lighten one of the colours until the ratio reaches \(minimum):1",
            related: [RelatedLocation(message: "the \(surface)", pointer: surfaceNode.pointer, range: surfaceNode.range)])]
    }
}
