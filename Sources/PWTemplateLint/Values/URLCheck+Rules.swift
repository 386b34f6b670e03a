import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let unsafeActionURL = Rule(
        id: "unsafe-action-url", class: .deadControl, category: .schema,
        summary: "An action URL with a `javascript:`, `data:`, `file:`, `vbscript:`, `blob:` or `about:` scheme.",
        rationale: "The SDKs hand action URLs to the system opener without checking the scheme. These schemes run code, read local data or do nothing: never what a campaign wants.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                URLExample.banner(url: "↓javascript:alert(1)"),
            ],
            passing: [
                URLExample.banner(url: "https://example.com/sale"),
            ]
        )
    )
    public static let insecureActionURL = Rule(
        id: "insecure-action-url", defaultSeverity: .warning, category: .schema,
        summary: "An action URL using `http:`.",
        rationale: "An `http:` link opens unencrypted and may be blocked or warned about by the browser; use `https:`.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                URLExample.banner(url: "↓http://example.com/sale"),
            ],
            passing: [
                URLExample.banner(url: "https://example.com/sale"),
            ]
        )
    )
    public static let actionURLForm = Rule(
        id: "action-url-form", class: .deadControl, category: .schema,
        summary: "An action URL without a scheme: relative, a bare host, or `//host`.",
        rationale: "A relative or scheme-less action URL goes nowhere: Android's VIEW intent and iOS's URL opener need an absolute URL (`https://…` or a custom scheme such as `exampleapp://offers/42`).",
        fix: .sometimes(.unsafe),
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
                            "action": { "type": "url", "url": "exampleapp://offers/42" }
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
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                URLExample.modal(image: "↓http://example.com/cover.jpg"),
            ],
            passing: [
                URLExample.modal(image: "https://example.com/cover.jpg"),
            ]
        )
    )
    public static let invalidMediaURL = Rule(
        id: "invalid-media-url", defaultSeverity: .error, category: .schema,
        summary: "A media URL that is not an absolute `https://host/…` URL (a relative path, `//host`, `file:`, `data:`, whitespace around it).",
        rationale: "The SDKs load media over the network only: a relative path is never resolved against the ZIP, so images cannot ship inside it. No release trims whitespace around a URL: iOS 7.2.0 cannot parse it, and iOS 7.2.4 and later encode it into the URL.",
        fix: .sometimes(.unsafe),
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
                          { "title": { "text": "Outlet", "color": "#111111FF" }, "image": ↓" https://example.com/outlet.jpg" }
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
    public static let unparseableURL = Rule(
        id: "unparseable-url", defaultSeverity: .error, category: .schema,
        summary: "A video or pip `url`, or an action `url`, that the targeted iOS releases cannot parse: a space, a non-ASCII or control character, `<>\"{}|\\^` or a backtick before iOS 7.2.4; a `%` that starts no `%XX` escape on every release.",
        rationale: "iOS rejects the whole template when a required URL does not parse (`PWInAppConfigParser`). iOS 7.2.0 parses with plain `URL(string:)`, which fails on any character RFC 3986 does not allow, custom schemes included (`exampleapp://open item`). From 7.2.4 it retries the URL percent-encoded, but keeps `%` as it is so that an escape is not encoded twice: a stray `%` still fails. With no minimum version, iOS 7.2.0 is targeted.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                URLExample.banner(url: "↓exampleapp://open item"),
                URLExample.video(url: "↓https://cdn.example.com/spring sale.mp4", targets: [Target(platform: .ios)]),
                URLExample.banner(url: "↓https://example.com/sale?off=50%", targets: URLExample.retryingIOS),
            ],
            passing: [
                URLExample.banner(url: "exampleapp://open%20item"),
                URLExample.banner(url: "exampleapp://open item", targets: [Target(platform: .android)]),
            ]
        )
    )
    public static let unparseableImageURL = Rule(
        id: "unparseable-image-url", defaultSeverity: .warning, category: .schema,
        summary: "An `image`, `poster`, `fallback` or `cover.image` URL that the targeted iOS releases cannot parse, so iOS drops the image.",
        rationale: "iOS turns an optional media URL that does not parse into no image, silently (`PWInAppConfigParser`); Android loads it. iOS 7.2.0 fails on any character RFC 3986 does not allow (a space, non-ASCII, `<>\"{}|\\^`, a backtick); from 7.2.4 iOS retries it percent-encoded, except a `%` that starts no `%XX` escape. With no minimum version, iOS 7.2.0 is targeted.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                URLExample.modal(image: "↓https://cdn.example.com/spring sale.jpg"),
            ],
            passing: [
                URLExample.modal(image: "https://cdn.example.com/spring%20sale.jpg"),
            ]
        ),
        splitFrom: RuleSplit(formerID: "invalid-media-url", findings: "image URLs with a space or a control character inside")
    )
    public static let urlPercentEncoded = Rule(
        id: "url-percent-encoded", defaultSeverity: .info, category: .schema,
        summary: "A URL that iOS parses only from 7.2.4, by percent-encoding it: older releases cannot, and the URL iOS opens differs from the one written.",
        rationale: "With iOS 7.2.4 or later targeted, a space or another character RFC 3986 does not allow is recovered: iOS percent-encodes it (and `#`, `[` and `]` with it), while Android reads the URL as written. Writing the encoded URL makes every release and both platforms read the same one.",
        fix: .sometimes(.unsafe),
        examples: RuleExamples(
            failing: [
                URLExample.modal(image: "↓https://cdn.example.com/spring sale.jpg", targets: URLExample.retryingIOS),
                URLExample.banner(url: "↓exampleapp://open item", targets: URLExample.retryingIOS),
            ],
            passing: [
                URLExample.modal(image: "https://cdn.example.com/spring%20sale.jpg", targets: URLExample.retryingIOS),
            ]
        ),
        splitFrom: RuleSplit(formerID: "invalid-media-url", findings: "media URLs with a space or a control character inside when iOS 7.2.4 or later is targeted")
    )
}

/// The examples' templates: one URL field set, all else valid.
/// The templates the URL rules' examples are written in.
package enum URLExample {
    /// iOS from the first release that percent-encodes a URL it cannot parse.
    package static let retryingIOS = [Target(platform: .ios, minimumVersion: URLCheck.encodingRetryRelease)]

    package static func banner(url: String, targets: [Target]? = nil) -> RuleExample {
        RuleExample("""
            {
              "displayType": "banner",
              "banner": {
                "showClose": true,
                "position": "top",
                "background": "#FFFFFFFF",
                "title": { "text": "Spring sale", "color": "#111111FF" },
                "action": { "type": "url", "url": \(RuleExample.literal(url)) }
              }
            }
            """, targets: targets)
    }

    package static func modal(image: String, targets: [Target]? = nil) -> RuleExample {
        RuleExample("""
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "image": \(RuleExample.literal(image)),
                "title": { "text": "Spring sale", "color": "#111111FF" },
                "buttons": []
              }
            }
            """, targets: targets)
    }

    package static func video(url: String, targets: [Target]? = nil) -> RuleExample {
        RuleExample("""
            {
              "displayType": "video",
              "video": {
                "showClose": true,
                "loop": false,
                "muted": true,
                "url": \(RuleExample.literal(url)),
                "buttons": []
              }
            }
            """, targets: targets)
    }
}
