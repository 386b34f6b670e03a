// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let unsafeActionURL = Rule(
        id: "unsafe-action-url", defaultSeverity: .error, category: .schema,
        summary: "An action URL with a `javascript:`, `data:`, `file:`, `vbscript:`, `blob:` or `about:` scheme.",
        rationale: "The SDKs hand action URLs to the system opener without checking the scheme. These schemes run code, read local data or do nothing: never what a campaign wants.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": ↓"javascript:alert(1)" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let insecureActionURL = Rule(
        id: "insecure-action-url", defaultSeverity: .warning, category: .schema,
        summary: "An action URL using `http:`.",
        rationale: "An `http:` link opens unencrypted and may be blocked or warned about by the browser; use `https:`.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": ↓"http://example.com/sale" }
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let actionURLForm = Rule(
        id: "action-url-form", defaultSeverity: .warning, category: .schema,
        summary: "An action URL without a scheme: relative, a bare host, or `//host`.",
        rationale: "A relative or scheme-less action URL goes nowhere: Android's VIEW intent and iOS's URL opener need an absolute URL (`https://…` or a custom scheme such as `myapp://offers/42`).",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          {
                            "title": { "text": "Spring sale", "color": "#111111FF" },
                            "action": { "type": "url", "url": ↓"example.com/sale" }
                          },
                          {
                            "title": { "text": "New arrivals", "color": "#111111FF" },
                            "action": { "type": "url", "url": ↓"//example.com/new" }
                          }
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          {
                            "title": { "text": "Spring sale", "color": "#111111FF" },
                            "action": { "type": "url", "url": "https://example.com/sale" }
                          },
                          {
                            "title": { "text": "New arrivals", "color": "#111111FF" },
                            "action": { "type": "url", "url": "myapp://offers/42" }
                          }
                        ]
                      }
                    }
                    """),
            ]
        )
    )
    public static let insecureMediaURL = Rule(
        id: "insecure-media-url", defaultSeverity: .error, category: .schema,
        summary: "A media URL (`image`, `poster`, `fallback`, video/pip `url`) using `http:`.",
        rationale: "App Transport Security on iOS and the cleartext policy on Android 9+ block `http:` loads, so the image or video never appears. Use `https:`.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "image": ↓"http://example.com/cover.jpg",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
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
                        "background": "#FFFFFFFF",
                        "image": "https://example.com/cover.jpg",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
    public static let invalidMediaURL = Rule(
        id: "invalid-media-url", defaultSeverity: .error, category: .schema,
        summary: "A media URL that is not an absolute `https://host/…` URL (a relative path, `//host`, `file:`, `data:`, spaces).",
        rationale: "The SDKs load media over the network only: a relative path is never resolved against the ZIP, so images cannot ship inside it. iOS drops an unparseable optional URL and rejects an unparseable required one (video and pip `url`).",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          { "title": { "text": "Spring sale", "color": "#111111FF" }, "image": ↓"images/sale.jpg" },
                          { "title": { "text": "New arrivals", "color": "#111111FF" }, "image": ↓"//cdn.example.com/new.jpg" },
                          { "title": { "text": "Outlet", "color": "#111111FF" }, "image": ↓"https://example.com/outlet deals.jpg" }
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": [
                          { "title": { "text": "Spring sale", "color": "#111111FF" }, "image": "https://cdn.example.com/sale.jpg" },
                          { "title": { "text": "Outlet", "color": "#111111FF" }, "image": "https://example.com/outlet%20deals.jpg" }
                        ]
                      }
                    }
                    """),
            ]
        )
    )
}
