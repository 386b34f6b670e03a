// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let noVisibleContent = Rule(
        id: "no-visible-content", defaultSeverity: .warning, category: .design,
        summary: "A block or item that draws nothing the user can read (a modal with no title, message, image or buttons, an empty carousel item `{}`).",
        rationale: "The SDKs accept it and show an empty card, bar or slide: the campaign spends an impression on nothing. Modal and sheet need a title, message, image or button; banner and carousel items a title, message or image; fullscreen a title, message, cover image or button; story slides an image, title, message or button. A whitespace-only text counts as nothing.",
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
    public static let noWayOut = Rule(
        id: "no-way-out", defaultSeverity: .warning, category: .design,
        summary: "No close button, no `close` action and no `autoDismiss`: the only exit is following a link.",
        rationale: "A message users cannot dismiss without leaving the app traps them; stores and users punish that. A tap on the dimmed scrim of a modal or sheet, a story that ends after its last slide (`loop: false`) and a banner's `autoDismiss` count as ways out. A modal, sheet or fullscreen with `showClose: false` and no buttons is not reported: the SDKs show the close control anyway.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": ↓false,
                        "position": "top",
                        "background": "#1C1C1E",
                        "title": { "text": "Flash sale: 30% off", "color": "#FFFFFF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": ↓false,
                        "dimBackground": false,
                        "background": "#FFFFFF",
                        "title": { "text": "Rate our app", "color": "#111111" },
                        "buttons": [
                          {
                            "text": { "text": "Rate now", "color": "#FFFFFF" },
                            "background": "#0E72E5",
                            "border": { "color": "#0E72E5", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/rate" }
                          }
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": false,
                        "position": "top",
                        "background": "#1C1C1E",
                        "title": { "text": "Flash sale: 30% off", "color": "#FFFFFF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": 8
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": false,
                        "dimBackground": false,
                        "background": "#FFFFFF",
                        "title": { "text": "Rate our app", "color": "#111111" },
                        "buttons": [
                          {
                            "text": { "text": "Rate now", "color": "#FFFFFF" },
                            "background": "#0E72E5",
                            "border": { "color": "#0E72E5", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/rate" }
                          },
                          {
                            "text": { "text": "Not now", "color": "#111111" },
                            "background": "#FFFFFF",
                            "border": { "color": "#111111", "radius": 12 },
                            "action": { "type": "close" }
                          }
                        ]
                      }
                    }
                    """),
            ])
    )
    public static let lowContrast = Rule(
        id: "low-contrast", defaultSeverity: .warning, category: .design,
        summary: "Text and the colour it is drawn on have a WCAG 2.x contrast ratio below 4.5:1.",
        rationale: "Low-contrast text is hard to read for many users (WCAG 2.x AA asks 4.5:1 for normal text). Checked: title and message on the modal, sheet and banner background (fullscreen: on `cover.background` when there is no cover image), button labels on their background, spinwheel segment labels on the segment colour. Colours are alpha-composited: the text over its surface, a translucent button over its card, a translucent card over the app (assumed white). Surfaces that are images, videos or gradients are skipped.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Almost readable", "color": ↓"#777777" },
                        "buttons": [
                          {
                            "text": { "text": "Shop now", "color": ↓"#FFFFFF" },
                            "background": "#FFCC00",
                            "border": { "color": "#FFCC00", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/shop" }
                          }
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
                        "title": { "text": "Easy to read", "color": "#595959" },
                        "buttons": [
                          {
                            "text": { "text": "Shop now", "color": "#111111" },
                            "background": "#FFCC00",
                            "border": { "color": "#FFCC00", "radius": 12 },
                            "action": { "type": "url", "url": "https://example.com/shop" }
                          }
                        ]
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "fullscreen",
                      "fullscreen": {
                        "showClose": true,
                        "cover": { "image": "https://example.com/hero.jpg", "background": "#FFFFFF" },
                        "title": { "text": "Drawn on the photo", "color": "#FFFFFF" },
                        "buttons": [
                          {
                            "text": { "text": "Not now", "color": "#FFFFFF" },
                            "background": "#00000000",
                            "border": { "color": "#FFFFFF99", "radius": 8 },
                            "action": { "type": "close" }
                          }
                        ]
                      }
                    }
                    """),
            ])
    )
    public static let invisibleText = Rule(
        id: "invisible-text", defaultSeverity: .warning, category: .design,
        summary: "A text colour that is fully transparent.",
        rationale: "`#RRGGBB00` (or `#RGB0`) draws nothing. Usually the author meant Android's `#AARRGGBB` order, which the SDKs do not use: their alpha is the last pair, so `#FF000000` is transparent, not black.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Welcome back", "color": ↓"#FF000000" },
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
                        "background": "#FFFFFF",
                        "title": { "text": "Welcome back", "color": "#000000FF" },
                        "buttons": []
                      }
                    }
                    """),
            ])
    )
    public static let tooManyButtons = Rule(
        id: "too-many-buttons", defaultSeverity: .warning, category: .design,
        summary: "More than 3 buttons on a modal, sheet, fullscreen, video or story slide.",
        rationale: "iOS buttons are 52 pt tall and cards do not scroll, so extra buttons squeeze or overflow the content.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "sheet",
                      "sheet": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Pick a model", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "Coupe", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/coupe" } },
                          { "text": { "text": "Sedan", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/sedan" } },
                          { "text": { "text": "Wagon", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/wagon" } },
                          ↓{ "text": { "text": "SUV", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/suv" } }
                        ]
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "sheet",
                      "sheet": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFF",
                        "title": { "text": "Pick a model", "color": "#111111" },
                        "buttons": [
                          { "text": { "text": "Coupe", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/coupe" } },
                          { "text": { "text": "Sedan", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/sedan" } },
                          { "text": { "text": "All models", "color": "#FFFFFF" }, "background": "#0E72E5", "border": { "color": "#0E72E5", "radius": 12 }, "action": { "type": "url", "url": "https://example.com/models" } }
                        ]
                      }
                    }
                    """),
            ])
    )
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
}
