@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Builds the ``ConfigDocument`` the lint orchestrator would hand to ``SchemaValidator``.
enum SchemaLint {
    static func document(_ text: String, targets: [Target]? = nil, app: AppLinks = AppLinks()) -> ConfigDocument? {
        let parsed = JSONParser.parse(Array(text.utf8))
        guard parsed.diagnostics.allSatisfy({ $0.rule == .jsonDuplicateKey }), let root = parsed.cursor,
              case .string(let name)? = root["displayType"]?.value,
              let type = DisplayType(rawValue: name.lowercased()), let block = root[type.rawValue] else { return nil }
        let selection = targets.map { TargetSelection(targets: $0) } ?? .default
        var configuration = LintConfiguration(targets: selection)
        configuration.app = app
        return ConfigDocument(text: parsed.text, root: root, displayType: type, block: block, configuration: configuration)
    }

    /// The schema findings of `text` as the linter asks for them (the root's own keys, then the
    /// content block), or a `json-syntax` finding when it is no config at all.
    static func findings(_ text: String, targets: [Target]? = nil, app: AppLinks = AppLinks()) -> [Diagnostic] {
        guard let document = document(text, targets: targets, app: app) else {
            return [Diagnostic(rule: .jsonSyntax, message: "not a config: \(text)")]
        }
        return SchemaValidator.validateRoot(document)
            + SchemaValidator.validateBlock(document.block, of: document.displayType, at: document.blockPointer, in: document)
    }

    /// `"displayType": type` and `block` as the content block.
    static func config(_ type: DisplayType, _ block: String) -> String {
        "{\"displayType\": \"\(type.rawValue)\", \"\(type.rawValue)\": \(block)}"
    }
}

@Suite struct SchemaDisplayTypeTests {
    /// Every field each type requires, and nothing else.
    static let minimal: [DisplayType: String] = {
        let text = ##"{"text": "Hi", "color": "#000"}"##
        let border = ##"{"color": "#000", "radius": 0}"##
        let button = ##"{"text": \##(text), "background": "#FFF", "border": \##(border), "action": {"type": "close"}}"##
        let plainButton = ##"{"text": \##(text), "background": "#FFF", "border": \##(border)}"##
        let reward = ##"{"code": "WIN"}"##
        return [
            .modal: ##"{"showClose": true, "dimBackground": false, "background": "#FFF", "buttons": []}"##,
            .sheet: ##"{"showClose": false, "dimBackground": true, "background": "#FFF", "buttons": []}"##,
            .fullscreen: ##"{"showClose": true, "cover": {"background": "#000"}, "buttons": []}"##,
            .banner: ##"{"showClose": true, "position": "TOP", "background": "#FFF", "action": {"type": "CLOSE"}}"##,
            .carousel: ##"{"showClose": true, "items": [{}]}"##,
            .stories: ##"{"showClose": true, "loop": false, "items": [{"buttons": [], "duration": 5}]}"##,
            .video: ##"{"showClose": true, "loop": false, "muted": true, "url": "https://cdn.example.com/a.mp4", "buttons": [\##(button)]}"##,
            .pip: ##"{"showClose": true, "position": "Top-Left", "loop": true, "muted": true, "url": "https://e.com/v.mp4", "width": 0.3, "aspectRatio": 1}"##,
            .scratchcard: ##"{"showClose": true, "background": "#FFF", "revealThreshold": 0.5, "cover": {"background": "#CCC"}, "reward": \##(reward)}"##,
            .spinwheel: ##"{"showClose": true, "background": ["#000"], "winIndex": 0, "spinButton": \##(plainButton), "reward": {"title": \##(text)}, "segments": [{"message": \##(text), "weight": 0}, {"message": \##(text), "weight": 2.5}]}"##,
        ]
    }()

    @Test(arguments: DisplayType.allCases)
    func thePublicSampleIsClean(_ type: DisplayType) throws {
        let sample = try #require(PublicSamples.all[type])
        #expect(SchemaLint.findings(sample, targets: [Target(platform: .ios)]).map(\.message) == [])
    }

    @Test(arguments: DisplayType.allCases)
    func theMinimalBlockIsClean(_ type: DisplayType) throws {
        let block = try #require(Self.minimal[type])
        #expect(SchemaLint.findings(SchemaLint.config(type, block)).map(\.message) == [])
    }

    @Test(arguments: DisplayType.allCases)
    func everyRequiredFieldOfTheBlockIsChecked(_ type: DisplayType) throws {
        let block = try #require(Self.minimal[type])
        let members = try #require(JSONParser.parse(Array(block.utf8)).root.flatMap { node -> [JSONMember]? in
            if case .object(let members) = node.value { return members }
            return nil
        })
        let bytes = Array(block.utf8)
        for (index, member) in members.enumerated() {
            // Drop the member (and its comma) from the text.
            let start = index == 0 ? 1 : members[index - 1].value.range.upperBound
            let end = index == 0 && members.count > 1 ? members[1].keyRange.lowerBound : member.value.range.upperBound
            let without = String(decoding: bytes[..<start] + bytes[end...], as: UTF8.self)
            let findings = SchemaLint.findings(SchemaLint.config(type, without))
            #expect(findings.map(\.rule.id) == ["required-field"], "\(type) without \(member.key): \(without)")
            #expect(findings.first?.location.pointer == "/\(type.rawValue)/\(member.key)")
        }
    }

    @Test func theSchemaHasABlockForEveryTypeNamedAfterIt() {
        for type in DisplayType.allCases {
            #expect(NativeConfigSchema.block(for: type).name == type.rawValue)
            #expect(NativeConfigSchema.block(for: type).field("dark") != nil)
        }
    }
}

enum PublicSamples {
    /// The sample of each display type.
    static let all: [DisplayType: String] = [
        .banner: """
            {
              "displayType": "banner",
              "banner": {
                "showClose": true,
                "position": "bottom",
                "background": "#4B5057FF",
                "image": "https://example.com/thumb.jpg",
                "title": { "text": "Alpine A110 just dropped", "color": "#FFFFFFFF" },
                "message": { "text": "The featherweight icon — tap to see the build", "color": "#FFFFFFFF" },
                "action": { "type": "url", "url": "pushwoosh://product/x6f" },
                "autoDismiss": 6
              }
            }
            """,
        .carousel: """
            {
              "displayType": "carousel",
              "carousel": {
                "showClose": true,
                "items": [
                  {
                    "image": "https://example.com/card-1.jpg",
                    "title": { "text": "AMG GT R", "color": "#FFFFFFFF" },
                    "message": { "text": "585 hp biturbo V8 — just landed", "color": "#FFFFFFFF" },
                    "action": { "type": "url", "url": "pushwoosh://product/n6fx" }
                  },
                  {
                    "image": "https://example.com/card-2.jpg",
                    "title": { "text": "Alpine A110", "color": "#FFFFFFFF" },
                    "message": { "text": "Featherweight icon — limited allocation", "color": "#FFFFFFFF" },
                    "action": { "type": "url", "url": "pushwoosh://product/x6f" }
                  }
                ]
              }
            }
            """,
        .fullscreen: """
            {
              "displayType": "fullscreen",
              "fullscreen": {
                "showClose": true,
                "cover": { "image": "https://example.com/hero.jpg", "background": "#1A1A1EFF" },
                "title": { "text": "Pure Maranello", "color": "#FFFFFFFF" },
                "message": { "text": "The prancing horse, reimagined.", "color": "#EBEBEBFF" },
                "buttons": [
                  {
                    "text": { "text": "Reserve now", "color": "#FFFFFFFF" },
                    "background": "#0E72E5FF",
                    "border": { "color": "#0E72E5FF", "radius": 8 },
                    "action": { "type": "url", "url": "pushwoosh://sale" }
                  },
                  {
                    "text": { "text": "Not now", "color": "#FFFFFFFF" },
                    "background": "#00000000",
                    "border": { "color": "#FFFFFF99", "radius": 8 },
                    "action": { "type": "close" }
                  }
                ]
              }
            }
            """,
        .modal: """
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "image": "https://example.com/cover.jpg",
                "title": { "text": "The GT R has landed", "color": "#4B5057FF" },
                "message": { "text": "585 hp — now in the showroom.", "color": "#4B5057FF" },
                "buttons": [
                  {
                    "text": { "text": "Book a test drive", "color": "#FFFFFFFF" },
                    "background": "#0E72E5FF",
                    "border": { "color": "#0E72E5FF", "radius": 12 },
                    "action": { "type": "url", "url": "pushwoosh://sale" }
                  },
                  {
                    "text": { "text": "Not now", "color": "#4B5057FF" },
                    "background": "#FFFFFFFF",
                    "border": { "color": "#4B5057FF", "radius": 12 },
                    "action": { "type": "close" }
                  }
                ]
              }
            }
            """,
        .pip: """
            {
              "displayType": "pip",
              "pip": {
                "showClose": true,
                "position": "bottom-right",
                "loop": true,
                "muted": true,
                "url": "https://example.com/teaser.mp4",
                "poster": "https://example.com/poster.jpg",
                "width": 40,
                "aspectRatio": 0.5625,
                "action": { "type": "url", "url": "pushwoosh://product/x6f" }
              }
            }
            """,
        .scratchcard: """
            {
              "displayType": "scratchcard",
              "scratchcard": {
                "showClose": true,
                "background": ["#3A1C71FF", "#B3227CFF", "#E0503AFF"],
                "revealThreshold": 0.55,
                "cover": { "background": "#C9CDD6FF" },
                "revealButton": {
                  "text": { "text": "Reveal without scratching", "color": "#3A1C71FF" },
                  "background": "#F2DFF5FF",
                  "border": { "color": "#F2DFF5FF", "radius": 10 }
                },
                "title": { "text": "Your loyalty reward", "color": "#FFFFFFFF" },
                "message": { "text": "Scratch the foil to reveal this week's garage perk.", "color": "#F2DFF5FF" },
                "reward": {
                  "title": { "text": "20% off detailing", "color": "#111111FF" },
                  "message": { "text": "Valid for any full-detail booking this month.", "color": "#555555FF" },
                  "code": "APEX20",
                  "button": {
                    "text": { "text": "Book detailing", "color": "#FFFFFFFF" },
                    "background": "#B3227CFF",
                    "border": { "color": "#B3227CFF", "radius": 12 },
                    "action": { "type": "url", "url": "pushwoosh://detailing" }
                  }
                }
              }
            }
            """,
        .sheet: """
            {
              "displayType": "sheet",
              "sheet": {
                "showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "image": "https://example.com/cover.jpg",
                "title": { "text": "Your quote is ready", "color": "#000000FF" },
                "message": { "text": "Guaranteed buyout for your A110: $68,500.", "color": "#000000FF" },
                "buttons": [
                  {
                    "text": { "text": "Get guaranteed quote", "color": "#FFFFFFFF" },
                    "background": "#0E72E5FF",
                    "border": { "color": "#0E72E5FF", "radius": 12 },
                    "action": { "type": "url", "url": "pushwoosh://sale" }
                  }
                ]
              }
            }
            """,
        .spinwheel: """
            {
              "displayType": "spinwheel",
              "spinwheel": {
                "showClose": true,
                "background": ["#1B1B46FF", "#5B2B8FFF", "#B0338AFF"],
                "winIndex": 1,
                "spinButton": {
                  "text": { "text": "SPIN", "color": "#1B1B46FF" },
                  "background": "#F2C94CFF",
                  "border": { "color": "#D9A02BFF", "radius": 36 }
                },
                "title": { "text": "Spin for a garage perk", "color": "#FFFFFFFF" },
                "message": { "text": "One spin — every slice wins this week.", "color": "#E3D9F2FF" },
                "reward": {
                  "title": { "text": "You won a garage perk!", "color": "#FFFFFFFF" },
                  "code": "APEXPERK",
                  "button": {
                    "text": { "text": "Claim", "color": "#FFFFFFFF" },
                    "background": "#5B2B8FFF",
                    "border": { "color": "#5B2B8FFF", "radius": 12 },
                    "action": { "type": "close" }
                  }
                },
                "segments": [
                  { "message": { "text": "5% off", "color": "#FFFFFFFF" }, "color": "#5856D6FF", "weight": 1 },
                  {
                    "message": { "text": "20% off", "color": "#FFFFFFFF" },
                    "color": "#30B0C7FF",
                    "weight": 1,
                    "reward": {
                      "title": { "text": "20% off your next service", "color": "#FFFFFFFF" },
                      "code": "SPIN20",
                      "button": {
                        "text": { "text": "Claim service deal", "color": "#FFFFFFFF" },
                        "background": "#30B0C7FF",
                        "border": { "color": "#30B0C7FF", "radius": 12 },
                        "action": { "type": "url", "url": "pushwoosh://service" }
                      }
                    }
                  },
                  { "message": { "text": "Free wash", "color": "#FFFFFFFF" }, "color": "#FF2D55FF", "weight": 1 }
                ]
              }
            }
            """,
        .stories: """
            {
              "displayType": "stories",
              "stories": {
                "showClose": true,
                "loop": false,
                "items": [
                  {
                    "image": "https://example.com/slide-1.jpg",
                    "title": { "text": "AMG GT R", "color": "#FFFFFFFF" },
                    "message": { "text": "The Green Hell special", "color": "#FFFFFFFF" },
                    "buttons": [
                      {
                        "text": { "text": "Configure yours", "color": "#FFFFFFFF" },
                        "background": "#0F0F0FFF",
                        "border": { "color": "#0F0F0FFF", "radius": 26 },
                        "action": { "type": "url", "url": "pushwoosh://product/n6fx" }
                      }
                    ],
                    "duration": 4
                  },
                  {
                    "image": "https://example.com/slide-2.jpg",
                    "title": { "text": "Alpine A110", "color": "#FFFFFFFF" },
                    "message": { "text": "The featherweight legend, reborn", "color": "#FFFFFFFF" },
                    "buttons": [],
                    "duration": 4
                  }
                ]
              }
            }
            """,
        .video: """
            {
              "displayType": "video",
              "video": {
                "showClose": true,
                "loop": true,
                "muted": true,
                "url": "https://example.com/reveal.mp4",
                "poster": "https://example.com/poster.jpg",
                "title": { "text": "The reveal", "color": "#FFFFFFFF" },
                "message": { "text": "Watch it move before anyone else.", "color": "#EBEBEBFF" },
                "buttons": [
                  {
                    "text": { "text": "Shop the lineup", "color": "#FFFFFFFF" },
                    "background": "#0E72E5FF",
                    "border": { "color": "#0E72E5FF", "radius": 14 },
                    "action": { "type": "url", "url": "pushwoosh://sale" }
                  }
                ]
              }
            }
            """,
    ]
}
