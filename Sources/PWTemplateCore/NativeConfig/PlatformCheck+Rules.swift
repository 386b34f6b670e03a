// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let platformUnsupported = Rule(
        id: "platform-unsupported", defaultSeverity: .warning, category: .platform,
        summary: "The display type is not rendered on a targeted platform (an error when that platform was targeted explicitly).",
        rationale: "pip, scratchcard, spinwheel and video are iOS-only in the public documentation; Android rejects them as unknown types and shows nothing.",
        examples: RuleExamples(
            failing: [
                RuleExample(
                    """
                    {
                      "displayType": ↓"pip",
                      "pip": {
                        "position": "bottom-right",
                        "width": 40,
                        "aspectRatio": 0.5625,
                        "url": "https://example.com/clip.mp4",
                        "loop": true,
                        "muted": true,
                        "showClose": true
                      }
                    }
                    """),
                RuleExample(
                    """
                    {
                      "displayType": ↓"pip",
                      "pip": {
                        "position": "bottom-right",
                        "width": 40,
                        "aspectRatio": 0.5625,
                        "url": "https://example.com/clip.mp4",
                        "loop": true,
                        "muted": true,
                        "showClose": true
                      }
                    }
                    """, targets: [Target(platform: .android)]),
            ],
            passing: [
                RuleExample(
                    """
                    {
                      "displayType": "pip",
                      "pip": {
                        "position": "bottom-right",
                        "width": 40,
                        "aspectRatio": 0.5625,
                        "url": "https://example.com/clip.mp4",
                        "loop": true,
                        "muted": true,
                        "showClose": true
                      }
                    }
                    """, targets: [Target(platform: .ios)]),
            ]
        )
    )
    public static let sdkVersion = Rule(
        id: "sdk-version", defaultSeverity: .error, category: .platform,
        summary: "A targeted minimum SDK version is older than the display type's first version.",
        rationale: "SDKs older than a type's first version reject it as unknown: modal, fullscreen and stories need iOS 7.2.0 / Android 6.10.0; banner, carousel and sheet iOS 7.2.1 / Android 6.10.1.",
        examples: RuleExamples(
            failing: [
                RuleExample(
                    """
                    {
                      "displayType": ↓"banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#111111FF",
                        "title": { "text": "New arrivals", "color": "#FFFFFFFF" },
                        "action": { "type": "close" }
                      }
                    }
                    """, targets: [Target(platform: .android, minimumVersion: SDKVersion([6, 10, 0]))]),
            ],
            passing: [
                RuleExample(
                    """
                    {
                      "displayType": "banner",
                      "banner": {
                        "showClose": true,
                        "position": "top",
                        "background": "#111111FF",
                        "title": { "text": "New arrivals", "color": "#FFFFFFFF" },
                        "action": { "type": "close" }
                      }
                    }
                    """, targets: [Target(platform: .android, minimumVersion: SDKVersion([6, 10, 1]))]),
            ]
        )
    )
}
