// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let darkVariantInvalid = Rule(
        id: "dark-variant-invalid", defaultSeverity: .warning, category: .design,
        summary: "The `dark` overlay is broken, or the merged dark variant fails validation.",
        rationale: "A broken dark overlay is the SDKs' only fail-open path: the template is not rejected, but dark-mode users silently see the light variant. Broken: `dark` not an object, `buttons` or `items` in `dark` not arrays of objects, or not as long as the light list (they merge by position). Otherwise the SDKs copy `background`, `color`, `image`, `poster` and `fallback` from `dark` into the light block, merging nested objects, and parse the result: a bad value there fails the dark variant.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Hello", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "OK", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 10 }, "action": { "type": "close" } },
                          { "text": { "text": "More", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 10 }, "action": { "type": "url", "url": "https://example.com/more" } }
                        ],
                        "dark": {
                          "background": "#1C1C1E",
                          "buttons": ↓[ { "background": "#0060DF" } ]
                        }
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Hello", "color": "#111111" },
                        "buttons": [],
                        "dark": {
                          "background": ↓"#1C1C1G",
                          "title": { "color": "#F2F2F7" }
                        }
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
                        "title": { "text": "Hello", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "OK", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 10 }, "action": { "type": "close" } }
                        ],
                        "dark": {
                          "background": "#1C1C1E",
                          "title": { "color": "#F2F2F7" },
                          "buttons": [ { "background": "#0060DF", "border": { "color": "#0060DF" } } ]
                        }
                      }
                    }
                    """),
            ])
    )
    public static let darkKeyIgnored = Rule(
        id: "dark-key-ignored", defaultSeverity: .info, category: .design,
        summary: "A key inside `dark` that the overlay merge does not use.",
        rationale: "Both SDKs copy only `background`, `color`, `image`, `poster` and `fallback` from `dark`, merge nested objects onto the light ones and `buttons` and `items` by position. Everything else in `dark` (`showClose`, `action`, `url`, texts, `winIndex`, a `null`, a nested `dark`, a scalar over a light object) is ignored: dark mode shows the light value.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Hello", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "OK", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 10 }, "action": { "type": "close" } }
                        ],
                        "dark": {
                          "background": "#1C1C1E",
                          ↓"showClose": false,
                          "title": { "color": "#F2F2F7", ↓"text": "Good evening" },
                          "buttons": [ { "background": "#0060DF", "action": { ↓"type": "url", ↓"url": "https://example.com/night" } } ]
                        }
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
                        "title": { "text": "Hello", "color": "#111111" },
                        "buttons": [],
                        "dark": { "background": "#1C1C1E", "title": { "color": "#F2F2F7" } }
                      }
                    }
                    """),
            ])
    )
}
