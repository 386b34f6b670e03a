import PWTemplateKinds
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The `overrides` entry `new` adds: where it goes in a file's text, with what indentation,
/// what else stays byte for byte, and which paths it refuses to turn into a glob; and when a
/// selection of targets already meets a scaffold's needs.
@Suite struct TargetOverrideEditTests {
    private static let ios = [Target(platform: .ios)]

    private func edited(_ text: String, path: String = "wheel") throws -> String {
        let edit = try #require(TargetOverrideEdit(path: path, targets: Self.ios))
        let bytes = try #require(edit.inserted(into: Array(text.utf8)))
        let result = String(decoding: bytes, as: UTF8.self)
        let file = try ConfigFile.parse(bytes, path: "/r/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
        #expect(file.overrides.last == ConfigOverride(files: [try Glob(path)], targets: Self.ios))
        return result
    }

    @Test func theEntryIsAppendedToOverridesWithTheIndentationOfTheLastOne() throws {
        let text = "{\n    \"overrides\": [\n        {\"files\": [\"a\"], \"rules\": {}}\n    ],\n    \"exclude\": []\n}\n"
        #expect(try edited(text) == """
            {
                "overrides": [
                    {"files": ["a"], "rules": {}},
                    {"files": ["wheel"], "targets": ["ios"]}
                ],
                "exclude": []
            }

            """)
    }

    @Test func anEmptyOverridesArrayIsFilled() throws {
        #expect(try edited("{\n  \"version\": 1,\n  \"overrides\": []\n}") == """
            {
              "version": 1,
              "overrides": [
                {"files": ["wheel"], "targets": ["ios"]}
              ]
            }
            """)
    }

    @Test func withoutOverridesTheMemberIsAddedAfterTheLastOne() throws {
        #expect(try edited("{\n  \"targets\": [\"ios\", \"android\"]\n}\n") == """
            {
              "targets": ["ios", "android"],
              "overrides": [
                {"files": ["wheel"], "targets": ["ios"]}
              ]
            }

            """)
        #expect(try edited(#"{"version": 1}"#) == "{\"version\": 1, \"overrides\": [\n    {\"files\": [\"wheel\"], \"targets\": [\"ios\"]}\n  ]}")
        #expect(try edited("{}") == "{\n  \"overrides\": [\n    {\"files\": [\"wheel\"], \"targets\": [\"ios\"]}\n  ]\n}")
    }

    @Test func aPathIsEscapedAsJSON() throws {
        #expect(try edited("{}", path: "spring \"promo\"/wheel.zip").contains(#"["spring \"promo\"/wheel.zip"]"#))
    }

    @Test(arguments: ["", ".", "a/../b", "a//b", "/abs", "games/*", "a?", "[x]", "{a,b}", #"a\b"#])
    func aPathThatIsNotPlainlyItselfIsRefused(_ path: String) {
        #expect(TargetOverrideEdit(path: path, targets: Self.ios) == nil)
    }

    @Test func aTextWithoutAnObjectRootOrWithOverridesNotAnArrayIsRefused() throws {
        let edit = try #require(TargetOverrideEdit(path: "wheel", targets: Self.ios))
        #expect(edit.inserted(into: Array("[]".utf8)) == nil)
        #expect(edit.inserted(into: Array(#"{"overrides": {}}"#.utf8)) == nil)
    }

    @Test func aNewFileHoldsOnlyTheEntry() throws {
        let edit = try #require(TargetOverrideEdit(path: "wheel.zip", targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 1, 2]))]))
        let file = try ConfigFile.parse(Array(edit.newFile.utf8), path: "/r/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
        #expect(file.targets == nil)
        #expect(file.overrides.map(\.targets) == [[Target(platform: .ios, minimumVersion: SDKVersion([7, 1, 2]))]])
    }

    @Test func anExclusiveNeedIsMetOnlyWithoutOtherPlatforms() {
        let needed = ScaffoldTargets(minimums: Self.ios, exclusive: true, reason: "")
        #expect(!needed.isMet(by: .default))
        #expect(needed.isMet(by: TargetSelection(targets: [Target("ios@7.2.4")!])))
        #expect(needed.targets(changing: TargetSelection(targets: [Target("ios@7.2.4")!, Target("android")!])) == [Target("ios@7.2.4")!])
        #expect(needed.targets(changing: .default) == Self.ios)
    }

    @Test func aVersionedNeedRaisesItsPlatformAndKeepsTheOthers() {
        let needed = ScaffoldTargets(minimums: [Target("ios@7.1.2")!], exclusive: false, reason: "")
        #expect(!needed.isMet(by: .default), "a target without a version is each kind's oldest release")
        #expect(!needed.isMet(by: TargetSelection(targets: [Target("ios@7.1.0")!])))
        #expect(needed.isMet(by: TargetSelection(targets: [Target("ios@7.2.1")!, Target("android")!])))
        #expect(needed.targets(changing: .default) == [Target("ios@7.1.2")!], "the default Android target is not made explicit")
        #expect(needed.targets(changing: TargetSelection(targets: [Target("android@6.10.1")!])) == [Target("android@6.10.1")!, Target("ios@7.1.2")!])
    }
}
