import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    package static let inappStyleType = Rule(
        id: "inapp-style-type", defaultSeverity: .error, category: .schema,
        summary: "An In-App message's `style` is neither an object nor `null`.",
        rationale: "inapp-api-contract.md, Payload: `style` is an \"object or null\"; \"null means the SDK defaults\".",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["style": #"↓"dark""#]), InAppExample.message(["style": "↓[]"])],
            passing: [InAppExample.message(["style": "null"]), InAppExample.message(["style": "{}"])]))

    package static let inappColorFormat = Rule(
        id: "inapp-color-format", defaultSeverity: .warning, category: .schema,
        summary: "An In-App style colour is not `#RRGGBB` in upper case.",
        rationale: "inapp-api-contract.md, Style: \"Colors are #RRGGBB with no alpha, upper case, so both platforms render the same value. The SDK must ignore a color it cannot parse and use its default for that token instead of failing.\" A short form, an alpha, a name or a number falls back to the default; lower case may not render the same on both platforms.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [InAppExample.message(["style": ##"{ "background_color": ↓"#102030ff" }"##]),
                      InAppExample.message(["style": ##"{ "text_color": ↓"#fff" }"##]),
                      InAppExample.message(["style": ##"{ "button_color": ↓"#e94b8b" }"##])],
            passing: [InAppExample.message(["style": ##"{ "background_color": "#102030", "text_color": "#FFFFFF" }"##])]))

    package static let inappTextAlign = Rule(
        id: "inapp-text-align", defaultSeverity: .error, category: .schema,
        summary: "An In-App `style.text_align` is not `left`, `center` or `right`.",
        rationale: "inapp-api-contract.md, Style: `text_align` takes \"left, center or right\"; \"Absent means left.\"",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["style": #"{ "text_align": ↓"justify" }"#]), InAppExample.message(["style": #"{ "text_align": ↓1 }"#])],
            passing: [InAppExample.message(["style": #"{ "text_align": "right" }"#])]))

    package static let inappMargin = Rule(
        id: "inapp-margin", defaultSeverity: .error, category: .schema,
        summary: "An In-App `style.margin` is not a boolean.",
        rationale: "inapp-api-contract.md, Style: `margin` is a \"boolean\" (\"Absent means true\"); Layouts: \"`style.margin: true` insets the card 16 points from the screen edges\".",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["style": #"{ "margin": ↓"true" }"#]), InAppExample.message(["style": #"{ "margin": ↓16 }"#])],
            passing: [InAppExample.message(["style": #"{ "margin": false }"#])]))

    package static let inappLowContrast = Rule(
        id: "inapp-low-contrast", defaultSeverity: .warning, category: .design,
        summary: "An In-App text colour has too little contrast with the colour it is drawn on.",
        rationale: "inapp-api-contract.md, Style: \"The server does not check contrast; the dashboard only warns the author.\" The check is the native `low-contrast` one (WCAG 2.x contrast ratio, `min-contrast-ratio`, 4.5:1 by default) for `text_color` on `background_color`; button labels (`button_text_color` on `button_color`) are held to 3:1, WCAG AA for large text, as they are drawn in a bold button font. Only pairs whose two colours are set and readable are checked: the SDK defaults are not known.",
        fix: .none,
        examples: RuleExamples(
            failing: [InAppExample.message(["style": ##"{ "background_color": "#FFFFFF", "text_color": ↓"#AAAAAA" }"##]),
                      InAppExample.message(["style": ##"{ "button_color": "#E94B8B", "button_text_color": ↓"#FF99CC" }"##])],
            passing: [InAppExample.message(["style": ##"{ "background_color": "#102030", "text_color": "#FFFFFF", "button_color": "#E94B8B", "button_text_color": "#FFFFFF" }"##])]))
}
