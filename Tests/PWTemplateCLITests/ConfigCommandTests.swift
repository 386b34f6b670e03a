import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `pwtemplate config`: the configuration that applies to a path, and the defaults.
@Suite struct ConfigCommandTests {
    let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write("", to: ".git/HEAD")
        try scratch.write("""
            {
              "targets": ["ios@7.2.1"],
              "failLevel": "warning",
              "platformSupport": {"sheet": {"android": "6.11.0"}},
              "rules": {"archive-junk": "off", "low-contrast": {"minimumRatio": 3}},
              "overrides": [{"files": ["legacy/**"], "rules": {"no-way-out": "error"}}],
              "exclude": ["drafts/**"],
              "ignore": [{"path": "promo.zip", "rules": ["json-bom"], "reason": "vendor file"}],
              "limits": {"maxTotalSize": 1000}
            }
            """, to: ".pwtemplate.json")
        try scratch.write("{}", to: "legacy/old/native-config.json")
        try scratch.write("{}", to: "drafts/d/native-config.json")
    }

    private func json(_ arguments: [String], environment: [String: String] = [:]) throws -> [String: Any] {
        let run = CLIRun(arguments, environment: environment, currentDirectory: scratch.path)
        #expect(run.code == .success, "\(run.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func effectiveShowsTheMergedConfigurationOfAPath() throws {
        let config = try json(["config", "--effective", "legacy/old"])
        #expect(config["path"] as? String == "legacy/old")
        let sources = try #require(config["sources"] as? [[String: String]])
        #expect(sources == [
            ["kind": "defaults"],
            ["kind": "file", "path": ".pwtemplate.json", "via": "discovery"],
            ["kind": "override", "path": ".pwtemplate.json", "pointer": "/overrides/0"],
        ])
        #expect(config["targets"] as? [String] == ["ios@7.2.1"])
        #expect(config["targetsExplicit"] as? Bool == true)
        #expect(config["failLevel"] as? String == "warning")
        let rules = try #require(config["rules"] as? [String: String])
        #expect(rules.count == KindRegistry.standard.rules.count)
        #expect(rules["archive-junk"] == "off")
        #expect(rules["inbox-wrong-type"] == "warning" && rules["inapp-text-empty"] != nil)
        #expect(rules["no-way-out"] == "error")
        #expect(rules["unused-file"] == "warning")
        let options = try #require(config["ruleOptions"] as? [String: [String: Double]])
        #expect(options == ["low-contrast": ["minimumRatio": 3], "too-many-buttons": ["maximum": 3]])
        let support = try #require(config["platformSupport"] as? [String: Any])
        // Built-in cells whose code and documentation minimums differ (sdk-behaviour §15: iOS 7.2.0
        // parses sheet, documented from 7.2.1; Android 6.11.0 parses video, not in its docs).
        let sheet = try #require(support["sheet"] as? [String: Any])
        #expect(sheet["ios"] as? [String: String] == ["code": "7.2.0", "docs": "7.2.1"])
        #expect(sheet["android"] as? String == "6.11.0")
        #expect((support["video"] as? [String: Any])?["android"] as? [String: String] == ["code": "6.11.0", "docs": "none"])
        #expect(support["pip"] as? [String: String] == ["ios": "7.2.0", "android": "unsupported"])
        #expect(config["exclude"] as? [String] == ["drafts/**"])
        #expect(config["excludedBy"] is NSNull)
        let ignore = try #require((config["ignore"] as? [[String: Any]])?.first)
        #expect(ignore["path"] as? String == "promo.zip" && ignore["reason"] as? String == "vendor file")
        let limits = try #require(config["limits"] as? [String: Int])
        #expect(limits["maxTotalSize"] == 1000)
        #expect(limits["maxCompressionRatio"] == Int(ArchiveLimits.default.maxCompressionRatio))
    }

    @Test func withoutAPathTheCurrentFolder() throws {
        let config = try json(["config"])
        #expect(config["path"] as? String == ".")
        #expect((config["sources"] as? [Any])?.count == 2)
    }

    @Test func anExcludedPathSaysWhichGlob() throws {
        #expect(try json(["config", "drafts/d"])["excludedBy"] as? String == "drafts/**")
    }

    @Test func flagsAreTheLastSource() throws {
        let config = try json(["config", "--no-config", "--disable", "no-way-out", "--target", "android"])
        let sources = try #require(config["sources"] as? [[String: Any]])
        #expect(sources.count == 2)
        #expect(sources.last?["arguments"] as? [String] == ["--target", "android", "--disable", "no-way-out"])
        #expect((config["rules"] as? [String: String])?["no-way-out"] == "off")
        #expect((config["rules"] as? [String: String])?["archive-junk"] == "warning")
        #expect(config["targets"] as? [String] == ["android"])
    }

    @Test func theEnvironmentVariableIsASource() throws {
        try scratch.write(#"{"failLevel": "never"}"#, to: "ci.json")
        let config = try json(["config"], environment: ["PWTEMPLATE_CONFIG": "ci.json"])
        #expect((config["sources"] as? [[String: String]])?.last == ["kind": "file", "path": "ci.json", "via": "PWTEMPLATE_CONFIG"])
        #expect(config["failLevel"] as? String == "never")
    }

    @Test func defaultPrintsTheDefaults() throws {
        let config = try json(["config", "--default"])
        #expect(config["path"] is NSNull)
        #expect(config["sources"] as? [[String: String]] == [["kind": "defaults"]])
        #expect(config["failLevel"] as? String == "error")
        #expect(config["targetsExplicit"] as? Bool == false)
        let rules = try #require(config["rules"] as? [String: String])
        for rule in Rule.all { #expect(rules[rule.id] == rule.defaultSeverity.rawValue) }
    }

    @Test(arguments: [
        ["--effective"], ["--config", "x.json"], ["--no-config"], ["--target", "ios"], ["--enable", "unused-file"],
        ["--disable", "unused-file"],
    ])
    func defaultTakesNoOtherOption(_ option: [String]) {
        let run = scratch.run(["config", "--default"] + option)
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: '--default' and '\(option[0])' cannot be used together"))
    }

    @Test func mistakesExitTwo() throws {
        let conflict = scratch.run(["config", "--default", "--effective"])
        #expect(conflict.code == .usage)
        #expect(conflict.error.hasPrefix("error: '--default' and '--effective' cannot be used together"))
        #expect(scratch.run(["config", "--default", "legacy"]).code == .usage)
        let missing = scratch.run(["config", "nowhere"])
        #expect(missing.code == .usage)
        #expect(missing.error.hasPrefix("error: no such file or folder: 'nowhere'"))
        try scratch.write(#"{"failLevel": 1}"#, to: "broken/.pwtemplate.json")
        let broken = scratch.run(["config", "broken"])
        #expect(broken.code == .usage)
        #expect(broken.error.hasPrefix("broken/.pwtemplate.json:1:15: error: 'failLevel' must be a string, not a number"))
    }
}
