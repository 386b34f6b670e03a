// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let requiredField = Rule(
        id: "required-field", defaultSeverity: .error, category: .schema,
        summary: "A required field is missing or `null`.",
        rationale: "The SDK parsers are fail-closed: a missing or `null` required field anywhere, array elements included, rejects the whole template. Keys are case-sensitive, so `dimbackground` does not count as `dimBackground`.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": ↓{
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        ↓"dimbackground": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": ↓null
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
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "message": null,
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
    public static let typeMismatch = Rule(
        id: "type-mismatch", defaultSeverity: .error, category: .schema,
        summary: "A field has the wrong JSON type (`\"true\"` for a boolean, `\"5\"` for a number, a string for a Text).",
        rationale: "The SDKs never coerce: `\"true\"` and `1` are not booleans, `\"5\"` is not a number, `true` is not a number, and a Text is an object with `text` and `color`. A wrong type in a required or present optional field, or in any list element, rejects the template.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": ↓"true",
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "title": ↓"Spring sale",
                        "buttons": [↓null]
                      }
                    }
                    """),
            ],
            passing: [
                .cleanModal,
            ]
        )
    )
    public static let emptyString = Rule(
        id: "empty-string", defaultSeverity: .error, category: .schema,
        summary: "An empty string where the SDKs need a value (texts, colours, URLs, positions).",
        rationale: "Every string field must be non-empty, optional ones included; an empty one rejects the template. Whitespace-only text is accepted.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "image": ↓"",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ],
            passing: [
                .cleanModal,
            ]
        )
    )
    public static let invalidEnum = Rule(
        id: "invalid-enum", defaultSeverity: .error, category: .schema,
        summary: "A value outside its fixed set (banner `position`, pip `position`).",
        rationale: "Enumerated fields accept only their listed values, in any letter case; anything else rejects the template.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": ↓"middle",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
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
                        "position": "Bottom",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" }
                      }
                    }
                    """),
            ]
        )
    )
    public static let invalidColor = Rule(
        id: "invalid-color", defaultSeverity: .error, category: .schema,
        summary: "A colour that is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, or one that is easily misread.",
        rationale: "Both SDKs need `#` followed by 3, 4, 6 or 8 hex digits, alpha last (CSS order); a bad colour, required or optional, rejects the template. iOS rejects a leading space and Android a sign (`#+FFF`). Trailing whitespace and an Android-style `#AARRGGBB` colour that comes out fully transparent are accepted, so they are warnings.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": ↓"white",
                        "title": { "text": "Spring sale", "color": ↓"111111" },
                        "message": { "text": "Everything must go", "color": ↓" #111111" },
                        "buttons": []
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": ↓"#FFFFFF ",
                        "title": { "text": "Spring sale", "color": ↓"#+111" },
                        "message": { "text": "Everything must go", "color": ↓"#FF000000" },
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
                        "background": "#fff",
                        "title": { "text": "Spring sale", "color": "#111F" },
                        "message": { "text": "Everything must go", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
    public static let invalidAction = Rule(
        id: "invalid-action", defaultSeverity: .error, category: .schema,
        summary: "An action that is not an object, has an unknown `type`, or lacks a `url` for `type: url`.",
        rationale: "Actions must be objects with `type` `close` or `url` (any letter case), and a non-empty `url` when the type is `url`; anything else rejects the template. A `url` beside `type: close` is ignored.",
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
                            "action": ↓"close"
                          },
                          {
                            "title": { "text": "New arrivals", "color": "#111111FF" },
                            "action": { "type": ↓"open", "url": "https://example.com/new" }
                          },
                          {
                            "title": { "text": "Outlet", "color": "#111111FF" },
                            "action": ↓{ "type": "url" }
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
                            "action": { "type": "close" }
                          },
                          {
                            "title": { "text": "New arrivals", "color": "#111111FF" },
                            "action": { "type": "URL", "url": "myapp://new" }
                          }
                        ]
                      }
                    }
                    """),
            ]
        )
    )
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
    public static let emptyList = Rule(
        id: "empty-list", defaultSeverity: .error, category: .schema,
        summary: "An empty list that must have elements (`items` of carousel and stories, a gradient `background`).",
        rationale: "Carousel and stories need at least one item, and a scratchcard or spinwheel gradient at least one colour; an empty list rejects the template. (`buttons` may be empty.)",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "carousel",
                      "carousel": {
                        "showClose": true,
                        "items": ↓[]
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
                          { "title": { "text": "Spring sale", "color": "#111111FF" } }
                        ]
                      }
                    }
                    """),
            ]
        )
    )
    public static let segmentCount = Rule(
        id: "segment-count", defaultSeverity: .error, category: .schema,
        summary: "A spinwheel with fewer than 2 or more than 12 `segments`.",
        rationale: "The iOS spinwheel parser accepts 2 to 12 segments and rejects the template otherwise.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "spinwheel",
                      "spinwheel": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "winIndex": 0,
                        "spinButton": {
                          "text": { "text": "SPIN", "color": "#FFFFFFFF" },
                          "background": "#111111FF",
                          "border": { "color": "#111111FF", "radius": 30 }
                        },
                        "title": { "text": "Spin to win", "color": "#111111FF" },
                        "reward": { "code": "SPRING10" },
                        "segments": ↓[
                          { "message": { "text": "10% off", "color": "#111111FF" }, "color": "#FFFFFFFF", "weight": 1 }
                        ]
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "spinwheel",
                      "spinwheel": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "winIndex": 0,
                        "spinButton": {
                          "text": { "text": "SPIN", "color": "#FFFFFFFF" },
                          "background": "#111111FF",
                          "border": { "color": "#111111FF", "radius": 30 }
                        },
                        "title": { "text": "Spin to win", "color": "#111111FF" },
                        "reward": { "code": "SPRING10" },
                        "segments": [
                          { "message": { "text": "10% off", "color": "#111111FF" }, "color": "#FFFFFFFF", "weight": 1 },
                          { "message": { "text": "20% off", "color": "#111111FF" }, "color": "#EEEEEEFF", "weight": 1 }
                        ]
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
    public static let rewardMissingTitleOrCode = Rule(
        id: "reward-missing-title-or-code", defaultSeverity: .error, category: .schema,
        summary: "A reward with neither a `title` nor a non-empty `code`.",
        rationale: "iOS rejects a Reward (scratchcard, spinwheel and each segment's) that has no title and no code: there would be nothing to award. An empty `code` counts as none.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "scratchcard",
                      "scratchcard": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "revealThreshold": 0.5,
                        "cover": { "background": "#CCCCCCFF" },
                        "title": { "text": "Scratch to win", "color": "#111111FF" },
                        "reward": ↓{
                          "message": { "text": "Show this at the till", "color": "#111111FF" },
                          "code": ""
                        }
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "scratchcard",
                      "scratchcard": {
                        "showClose": true,
                        "background": "#FFFFFFFF",
                        "revealThreshold": 0.5,
                        "cover": { "background": "#CCCCCCFF" },
                        "title": { "text": "Scratch to win", "color": "#111111FF" },
                        "reward": {
                          "message": { "text": "Show this at the till", "color": "#111111FF" },
                          "code": "SPRING10"
                        }
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
    public static let valueOutOfRange = Rule(
        id: "value-out-of-range", defaultSeverity: .error, category: .schema,
        summary: "A number the SDKs reject: `autoDismiss`, `duration`, `width`, `aspectRatio` ≤ 0, `revealThreshold` outside (0, 1], a negative `weight` or radius, a non-finite number.",
        rationale: "The SDKs check these ranges and reject the template when a value falls outside; where only one platform checks (a negative border radius on iOS), the strictest rule applies. A number too large for a double (`1e400`) is not finite.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "modal",
                      "modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": [
                          {
                            "text": { "text": "Shop now", "color": "#FFFFFFFF" },
                            "background": "#111111FF",
                            "border": { "color": "#111111FF", "radius": ↓-4 },
                            "action": { "type": "url", "url": "https://example.com/sale" }
                          }
                        ]
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": ↓0
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
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": 6
                      }
                    }
                    """),
            ]
        )
    )
    public static let valueClamped = Rule(
        id: "value-clamped", defaultSeverity: .warning, category: .schema,
        summary: "A number the SDKs silently change or that is too short: story `duration` over 30 s, pip `width` outside 15–70 % or exactly 1, `revealThreshold` outside [0.1, 0.9], a fractional or out-of-range `winIndex`, a `duration` or `autoDismiss` under 1 s.",
        rationale: "The template is accepted, but the SDK clamps or truncates the value, so what users see differs from what the author wrote. A pip `width` over 1 is a percentage and one up to 1 a fraction, so `1` means 100 %, not 1 %.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "stories",
                      "stories": {
                        "showClose": true,
                        "loop": false,
                        "items": [
                          { "title": { "text": "Spring sale", "color": "#111111FF" }, "buttons": [], "duration": ↓45 },
                          { "title": { "text": "New arrivals", "color": "#111111FF" }, "buttons": [], "duration": ↓0.5 }
                        ]
                      }
                    }
                    """),
                RuleExample("""
                    {
                      "displayType": "pip",
                      "pip": {
                        "showClose": true,
                        "position": "bottom-right",
                        "loop": true,
                        "muted": true,
                        "url": "https://example.com/teaser.mp4",
                        "width": ↓5,
                        "aspectRatio": 0.5625
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "pip",
                      "pip": {
                        "showClose": true,
                        "position": "bottom-right",
                        "loop": true,
                        "muted": true,
                        "url": "https://example.com/teaser.mp4",
                        "width": 40,
                        "aspectRatio": 0.5625
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
    public static let unknownField = Rule(
        id: "unknown-field", defaultSeverity: .warning, category: .schema,
        summary: "A key the format does not know, usually a misspelt optional field.",
        rationale: "The SDKs ignore unknown keys, so a misspelt optional field (`autoDismis`, `titel`) vanishes silently.",
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
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        ↓"autoDismis": 6
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "banner",
                      "inAppId": "spring-sale",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#FFFFFFFF",
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "action": { "type": "url", "url": "https://example.com/sale" },
                        "autoDismiss": 6
                      }
                    }
                    """),
            ]
        )
    )
    public static let ignoredField = Rule(
        id: "ignored-field", defaultSeverity: .warning, category: .schema,
        summary: "A known key that is ignored where it stands (`action` on `spinButton`, a block for another display type, `image` at the top of `fullscreen`).",
        rationale: "The SDK reads these keys elsewhere or not at all here, so the author's intent is silently lost: fullscreen takes its image and colour from `cover`, spin and reveal buttons have built-in behaviour, and only the block named by `displayType` is read.",
        examples: RuleExamples(
            failing: [
                RuleExample("""
                    {
                      "displayType": "fullscreen",
                      "fullscreen": {
                        "showClose": true,
                        ↓"image": "https://example.com/hero.jpg",
                        "cover": { "background": "#FFFFFFFF" },
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      },
                      ↓"modal": {
                        "showClose": true,
                        "dimBackground": true,
                        "background": "#FFFFFFFF",
                        "buttons": []
                      }
                    }
                    """),
            ],
            passing: [
                RuleExample("""
                    {
                      "displayType": "fullscreen",
                      "fullscreen": {
                        "showClose": true,
                        "cover": { "image": "https://example.com/hero.jpg", "background": "#FFFFFFFF" },
                        "title": { "text": "Spring sale", "color": "#111111FF" },
                        "buttons": []
                      }
                    }
                    """),
            ]
        )
    )
}
