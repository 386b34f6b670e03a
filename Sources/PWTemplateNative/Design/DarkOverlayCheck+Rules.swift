import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let darkVariantInvalid = Rule(
        id: "dark-variant-invalid", defaultSeverity: .warning, category: .design,
        summary: "The `dark` overlay is broken, or the merged dark variant fails validation.",
        rationale: "A broken dark overlay is the SDKs' only fail-open path: the template is not rejected, but dark-mode users silently see the light variant. Broken: `dark` not an object, `buttons` or `items` in `dark` not arrays of objects, or not as long as the light list (they merge by position). Otherwise the SDKs copy `background`, `color`, `image`, `poster` and `fallback` from `dark` into the light block, merging nested objects, and parse the result: a bad value there fails the dark variant.",
        fix: .sometimes(.unsafe),
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
                RuleExample(darkModal(##""dark": { "background": ↓"#1C1C1G", "title": { "color": "#F2F2F7" } }"##)),
                RuleExample(darkModal(##""dark": { "background": ↓"1C1C1E" }"##)),
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
        fix: .none,
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
    public static let darkOverlayIgnored = Rule(
        id: "dark-overlay-ignored", defaultSeverity: .info, category: .design,
        summary: "A `dark` overlay on an explicitly targeted release older than iOS 7.2.7 / Android 6.13.0, which ignore it.",
        rationale: "The overlay arrived with iOS 7.2.7 and Android 6.13.0; older releases treat `dark` as an unknown key and show the light variant in dark mode. A target without a version means the first native release (iOS 7.2.0, Android 6.10.0); the default targets name no minimum and get no note.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(darkModal("↓" + validDark), targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 1]))]),
                RuleExample(darkModal("↓" + validDark), targets: [Target(platform: .android)]),
            ],
            passing: [
                RuleExample(darkModal(validDark), targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 7]))]),
                RuleExample(darkModal(validDark)),
            ])
    )

    private static let validDark = ##""dark": { "background": "#1C1C1E", "title": { "color": "#F2F2F7" } }"##

    /// A clean modal with the `dark` member `dark` (written with its key) as its last member.
    private static func darkModal(_ dark: String) -> String {
        """
        {
          "displayType": "modal",
          "modal": {
            "showClose": true,
            "dimBackground": true,
            "background": "#FFFFFF",
            "title": { "text": "Hello", "color": "#111111" },
            "buttons": [],
            \(dark)
          }
        }
        """
    }
}
