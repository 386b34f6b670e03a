import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let platformUnsupported = Rule(
        id: "platform-unsupported", defaultSeverity: .warning, category: .platform,
        summary: "No release of a targeted platform parses the display type (an error when that platform was targeted explicitly); with the default targets, also a type its public documentation does not promise.",
        rationale: "pip, scratchcard and spinwheel have no Android parser in any release read: Android rejects them as unknown types and shows nothing. Android parses video from 6.11.0, but its documentation does not list it: the default targets warn, `--target android@6.11.0` accepts it.",
        fix: .none,
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
        summary: "A targeted SDK release is older than the first one whose code parses the display type (a target without a version means the first native release).",
        rationale: "SDKs older than a type's first release reject it as unknown and show nothing. The code of iOS 7.2.0 parses every type; Android 6.10.0 parses modal, fullscreen, stories, banner and carousel, 6.10.1 sheet, 6.11.0 video. `pwtemplate new --list` shows the table.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(sheet(marked: true), targets: [Target(platform: .android, minimumVersion: SDKVersion([6, 10, 0]))]),
                RuleExample(sheet(marked: true), targets: [Target(platform: .android)]),
            ],
            passing: [
                RuleExample(sheet(marked: false), targets: [Target(platform: .android, minimumVersion: SDKVersion([6, 10, 1]))]),
            ]
        )
    )
    public static let sdkVersionUndocumented = Rule(
        id: "sdk-version-undocumented", defaultSeverity: .warning, category: .platform,
        summary: "A targeted SDK release renders the display type, but the public documentation promises it only from a later release.",
        rationale: "Docs and code disagree: the code of iOS 7.2.0 already parses banner, carousel and sheet, and Android 6.10.0 banner and carousel, but Pushwoosh documents them from iOS 7.2.1 and Android 6.10.1. The template shows on the older release, without Pushwoosh's promise.",
        fix: .none,
        examples: RuleExamples(
            failing: [
                RuleExample(sheet(marked: true), targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 0]))]),
                RuleExample(sheet(marked: true), targets: [Target(platform: .ios)]),
            ],
            passing: [
                RuleExample(sheet(marked: false), targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 1]))]),
            ]
        )
    )

    /// A clean sheet, with a marker before its display type when `marked`.
    private static func sheet(marked: Bool) -> String {
        """
        {
          "displayType": \(marked ? "↓" : "")"sheet",
          "sheet": {
            "showClose": true,
            "dimBackground": true,
            "background": "#FFFFFF",
            "title": { "text": "Pick a model", "color": "#111111" },
            "buttons": []
          }
        }
        """
    }
}
