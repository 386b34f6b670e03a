@testable import PWTemplateInApp
@testable import PWTemplateLint
import PWTemplateSyntax

/// In-App files linted, fixed and resolved in memory, as the kind does for a `*.inapp.json` file.
enum InAppFixture {
    static let kind = InAppKind()

    static func document(_ text: String, name: String = "example.inapp.json") -> JSONFileDocument {
        JSONFileDocument(path: name, bytes: Array(text.utf8))
    }

    static func lint(_ text: String, configuration: LintConfiguration = LintConfiguration()) -> TemplateReport {
        kind.lint(document(text), configuration: configuration)
    }

    /// The findings of `text`, as `rule-id /pointer` lines.
    static func findings(_ text: String) -> [String] {
        lint(text).diagnostics.map { "\($0.rule.id) \($0.location.pointer ?? "-")" }
    }

    /// The file after `lint --fix` (with `--unsafe-fixes` when `unsafe`).
    static func fixed(_ text: String, unsafe: Bool = false) -> String {
        let fixer = Fixer<JSONFileDocument>(policy: FixPolicy(includesUnsafe: unsafe)) { kind.lint($0, configuration: LintConfiguration()) }
        let result = fixer.fix(document(text))
        return String(decoding: result.fixed.bytes(of: result.fixed.entry) ?? [], as: UTF8.self)
    }

    /// The example response of inapp-api-contract.md, "Fetching eligible messages", as published.
    static let contractResponse = """
        {
        "messages": [
        {
        "id": "00000000-0000-4000-8000-0000000000a1",
        "format": "center",
        "title": "Example title",
        "body": "Example body text.",
        "image_url": "https://cdn.example.com/example.png",
        "image_action": { "type": "url", "value": "https://example.com/offer" },
        "style": {
        "background_color": "#102030",
        "text_color": "#FFFFFF",
        "button_color": "#E94B8B",
        "button_text_color": "#FFFFFF",
        "text_align": "center",
        "margin": true
        },
        "dismiss_after_seconds": 8,
        "trigger": { "type": "event", "name": "checkout_done" },
        "buttons": [
        {
        "id": "a1b2c3d4",
        "label": "See more",
        "action": { "type": "deeplink", "value": "exampleapp://offers/42" }
        },
        {
        "id": "e5f6a7b8",
        "label": "Docs",
        "action": { "type": "url", "value": "https://example.com/docs" }
        }
        ]
        }
        ]
        }
        """
}
