import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let noVisibleContent = Rule(
        id: "no-visible-content", defaultSeverity: .warning, category: .design,
        summary: "A block or item that draws nothing the user can read (a modal with no title, message, image or buttons, an empty carousel item `{}`).",
        rationale: "The SDKs accept it and show an empty card, bar or slide: the campaign spends an impression on nothing. Modal and sheet need a title, message, image or button; banner and carousel items a title, message or image; fullscreen a title, message, cover image or button; story slides an image, title, message or button. A whitespace-only text counts as nothing.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      ↓"modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          {
                            "image": "https://example.com/card-1.jpg",
                            "title": { "text": "AMG GT R", "color": "#FFFFFF" }
                          },
                          ↓{}
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Your order has shipped", "color": "#111111" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "bottom",
                        "background": "#1C1C1E",
                        "image": "https://example.com/logo.png",
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
            ])
    )
}
