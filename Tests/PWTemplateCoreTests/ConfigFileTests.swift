import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Reading `.pwtemplate.json`: every key, and every mistake reported at its exact position.
@Suite struct ConfigFileTests {
    static func parse(_ text: String) throws(ConfigError) -> ConfigFile {
        try ConfigFile.parse(Array(text.utf8), path: "/repo/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
    }

    /// The error a configuration text yields, as stderr shows it before `: error: `.
    static func failure(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test func everyKeyIsRead() throws {
        let file = try Self.parse("""
            {
              "$schema": ".pwtemplate.schema.json",
              "version": 1,
              "targets": ["ios@7.2.1", "android@6.10.1"],
              "failLevel": "warning",
              "platformSupport": {"sheet": {"android": "6.11.0"}, "video": {"android": "supported", "ios": "unsupported"}, "banner": {"ios": {"code": "7.2.0", "docs": "none"}}},
              "rules": {"archive-junk": "off", "low-contrast": {"severity": "error", "minimumRatio": 3}, "too-many-buttons": {"maximum": 4}},
              "overrides": [{"files": ["legacy/**"], "rules": {"no-way-out": "info"}}],
              "exclude": [".build/**", "drafts"],
              "ignore": [{"path": "promos/spring.zip", "entry": "native-config.json", "pointer": "/modal/image", "rules": ["insecure-media-url"], "reason": "CDN migration"}],
              "limits": {"maxJSONEntrySize": 1000, "maxTotalSize": 2000, "maxCompressionRatio": 50}
            }
            """)
        #expect(file.targets == [Target("ios@7.2.1")!, Target("android@6.10.1")!])
        #expect(file.failLevel == .warning)
        var configuration = LintConfiguration()
        configuration.settings = file.settings
        let support = configuration.support, defaults = PlatformSupport.sdkReleases
        #expect(support.availability(of: .sheet, on: .android) == .since(SDKVersion([6, 11])))
        #expect(support.availability(of: .sheet, on: .ios) == defaults.availability(of: .sheet, on: .ios), "a cell not named keeps its value")
        #expect(support[.video, .android] == .since(SDKVersion([6, 10])) && support[.video, .ios] == .unsupported)
        #expect(support.availability(of: .banner, on: .ios) == PlatformSupport.Availability(code: SDKVersion([7, 2]), documented: nil))
        let untouched = DisplayType.allCases.filter { ![.sheet, .video, .banner].contains($0) }
        #expect(untouched.allSatisfy { type in Platform.allCases.allSatisfy { support[type, $0] == defaults[type, $0] } })
        #expect(file.rules["archive-junk"] == RuleSetting(level: .off))
        #expect(file.rules["low-contrast"] == RuleSetting(level: .error, options: ["minimumRatio": 3]))
        #expect(file.rules["too-many-buttons"] == RuleSetting(level: nil, options: ["maximum": 4]))
        #expect(file.overrides.map { $0.files.map(\.pattern) } == [["legacy/**"]])
        #expect(file.overrides.first?.rules == ["no-way-out": RuleSetting(level: .info)])
        #expect(file.exclude.map(\.pattern) == [".build/**", "drafts"])
        let ignore = try #require(file.ignores.first)
        #expect(ignore.path.pattern == "promos/spring.zip")
        #expect(ignore.entry == "native-config.json")
        #expect(ignore.pointer == "/modal/image")
        #expect(ignore.rules == [.insecureMediaURL])
        #expect(ignore.reason == "CDN migration")
        #expect(ignore.id == IgnoreEntry.ID(file: "/repo/.pwtemplate.json", index: 0))
        #expect(file.text.position(ofByte: ignore.range.bytes.lowerBound) == SourcePosition(line: 10, column: 14))
        #expect(file.limits == ArchiveLimits(maxJSONEntrySize: 1000, maxTotalSize: 2000, maxCompressionRatio: 50, ratioCheckMinimumSize: ArchiveLimits.default.ratioCheckMinimumSize))
        #expect(file.folder == "/repo")
    }

    @Test func anEmptyObjectIsTheDefaults() throws {
        let file = try Self.parse("{}")
        #expect(file.targets == nil && file.failLevel == nil && file.rules.isEmpty && file.ignores.isEmpty)
        #expect(file.limits == .default)
    }

    @Test func theStarterConfigurationIsValid() throws {
        let file = try Self.parse(StarterConfig.text(kinds: .standard))
        #expect(file.targets?.count == 2)
        #expect(file.exclude.map(\.pattern) == [".build/**"])
        #expect(file.overrides.count == 1)
        #expect(file.ignores.isEmpty)
    }

    @Test(arguments: [
        // JSON syntax, with the parser's own message.
        ("{\n  \"rules\": {},\n}", ".pwtemplate.json:2:14: trailing comma before '}'"),
        ("{\n  \"rules\": {}\n  \"exclude\": []\n}", ".pwtemplate.json:3:3: expected ',' or '}' after an object member, found '\"'"),
        ("[]", ".pwtemplate.json:1:1: the root value is an array, not an object"),
        ("{\"failLevel\": \"error\", \"failLevel\": \"info\"}", ".pwtemplate.json:1:24: duplicate key \"failLevel\""),
        // Keys.
        ("{\n  \"rule\": {}\n}", ".pwtemplate.json:2:3: unknown key 'rule'; did you mean 'rules'?"),
        ("{\"limits\": {\"maxTotal\": 1}}", ".pwtemplate.json:1:13: unknown key 'maxTotal' in 'limits'; did you mean 'maxTotalSize'?"),
        ("{\"ignore\": [{\"path\": \"a\", \"rules\": [\"json-bom\"], \"reason\": \"x\", \"pointr\": \"/a\"}]}",
         ".pwtemplate.json:1:65: unknown key 'pointr' in 'ignore[0]'; did you mean 'pointer'?"),
        // Values.
        ("{\"version\": 2}", ".pwtemplate.json:1:13: version 2 is not supported; this pwtemplate reads version 1"),
        ("{\"version\": \"1\"}", ".pwtemplate.json:1:13: 'version' must be the number 1, not a string"),
        ("{\"failLevel\": \"warn\"}", ".pwtemplate.json:1:15: 'warn' is not a valid value for 'failLevel'; expected one of: error, warning, info, never; did you mean 'warning'?"),
        ("{\"targets\": [\"ios\", \"andriod@6.10\"]}", ".pwtemplate.json:1:21: 'andriod@6.10' is not a valid target; expected ios or android, optionally with a minimum SDK version (ios@7.2.1, android@6.10.1)"),
        ("{\"targets\": [\"ios\", \"ios@7.2.1\"]}", ".pwtemplate.json:1:21: 'targets' names ios twice ('ios' and 'ios@7.2.1')"),
        ("{\"targets\": []}", ".pwtemplate.json:1:13: 'targets' must name at least one platform"),
        ("{\"targets\": \"ios\"}", ".pwtemplate.json:1:13: 'targets' must be an array, not a string"),
        ("{\"platformSupport\": {\"sheets\": {}}}", ".pwtemplate.json:1:22: unknown display type 'sheets' in 'platformSupport'; did you mean 'sheet'?"),
        ("{\"platformSupport\": {\"sheet\": {\"web\": \"1\"}}}", ".pwtemplate.json:1:32: unknown key 'web' in 'platformSupport.sheet'; expected one of: ios, android"),
        ("{\"platformSupport\": {\"sheet\": {\"ios\": \"soon\"}}}", ".pwtemplate.json:1:39: 'soon' is not an SDK version, 'supported', 'unsupported' or an object of 'code' and 'docs'"),
        ("{\"platformSupport\": {\"sheet\": {\"ios\": {\"code\": \"7.2.0\", \"docs\": \"later\"}}}}", ".pwtemplate.json:1:65: 'later' is not an SDK version or 'none'"),
        // Rules.
        ("{\n  \"rules\": {\n    \"low-contrst\": \"off\"\n  }\n}", ".pwtemplate.json:3:5: unknown rule 'low-contrst'; did you mean 'low-contrast'?"),
        ("{\"rules\": {\"archive-junk\": \"of\"}}", ".pwtemplate.json:1:28: 'of' is not a valid value for 'rules.archive-junk'; expected one of: error, warning, info, off; did you mean 'off'?"),
        ("{\"rules\": {\"archive-junk\": true}}", ".pwtemplate.json:1:28: 'rules.archive-junk' must be a severity (error, warning, info, off) or an object, not a boolean"),
        ("{\"rules\": {\"archive-junk\": {\"severity\": \"error\", \"max\": 1}}}", ".pwtemplate.json:1:50: rule 'archive-junk' takes no options; only 'severity' is allowed in 'rules.archive-junk'"),
        ("{\"rules\": {\"too-many-buttons\": {\"maximun\": 4}}}", ".pwtemplate.json:1:33: unknown key 'maximun' in 'rules.too-many-buttons'; did you mean 'maximum'?"),
        ("{\"rules\": {\"too-many-buttons\": {\"maximum\": 2.5}}}", ".pwtemplate.json:1:44: 'rules.too-many-buttons.maximum' must be a whole number from 1 (got 2.5)"),
        ("{\"rules\": {\"low-contrast\": {\"minimumRatio\": 30}}}", ".pwtemplate.json:1:45: 'rules.low-contrast.minimumRatio' must be a number from 1 to 21 (got 30)"),
        // Globs, overrides and ignores.
        ("{\"exclude\": [\"ok/**\", \"/abs\"]}", ".pwtemplate.json:1:23: bad glob '/abs' in 'exclude[1]': a glob is relative to the configuration file's folder; remove the leading '/'"),
        ("{\"overrides\": [{\"rules\": {}}]}", ".pwtemplate.json:1:16: 'overrides[0]' needs 'files', the globs of the templates it applies to"),
        ("{\"overrides\": [{\"files\": [], \"rules\": {}}]}", ".pwtemplate.json:1:26: 'overrides[0].files' must list at least one glob"),
        ("{\"overrides\": [{\"files\": [\"a\"], \"targets\": []}]}", ".pwtemplate.json:1:44: 'overrides[0].targets' must name at least one platform"),
        ("{\"overrides\": [{\"files\": [\"a\"], \"targets\": [\"ios\", \"ios@7.2.1\"]}]}", ".pwtemplate.json:1:52: 'overrides[0].targets' names ios twice ('ios' and 'ios@7.2.1')"),
        ("{\"overrides\": [{\"files\": [\"a\"], \"targets\": [\"web\"]}]}", ".pwtemplate.json:1:45: 'web' is not a valid target; expected ios or android, optionally with a minimum SDK version (ios@7.2.1, android@6.10.1)"),
        ("{\"overrides\": [{\"files\": [\"a\"], \"target\": [\"ios\"]}]}", ".pwtemplate.json:1:33: unknown key 'target' in 'overrides[0]'; did you mean 'targets'?"),
        ("{\"overrides\": [{\"files\": [\"a\"], \"rules\": {\"nope\": \"off\"}}]}", ".pwtemplate.json:1:43: unknown rule 'nope'; 'pwtemplate rules' lists every rule"),
        ("{\n  \"ignore\": [\n    {\"path\": \"a.zip\", \"rules\": [\"json-bom\"]}\n  ]\n}", ".pwtemplate.json:3:5: 'ignore[0]' needs 'reason': say why the findings are accepted"),
        ("{\"ignore\": [{\"path\": \"a.zip\", \"rules\": [\"json-bom\"], \"reason\": \"  \"}]}", ".pwtemplate.json:1:64: 'ignore[0].reason' must not be empty"),
        ("{\"ignore\": [{\"rules\": [\"json-bom\"], \"reason\": \"x\"}]}", ".pwtemplate.json:1:13: 'ignore[0]' needs 'path'"),
        ("{\"ignore\": [{\"path\": \"a\", \"reason\": \"x\"}]}", ".pwtemplate.json:1:13: 'ignore[0]' needs 'rules'"),
        ("{\"ignore\": [{\"path\": \"a\", \"rules\": [], \"reason\": \"x\"}]}", ".pwtemplate.json:1:36: 'ignore[0].rules' must name at least one rule"),
        ("{\"ignore\": [{\"path\": \"a\", \"rules\": [\"json-bom\"], \"reason\": \"x\", \"pointer\": \"modal\"}]}", ".pwtemplate.json:1:76: 'ignore[0].pointer' must be a JSON Pointer: empty or starting with '/' (got 'modal')"),
        ("{\"limits\": {\"maxTotalSize\": 0}}", ".pwtemplate.json:1:29: 'limits.maxTotalSize' must be a whole number from 1 (got 0)"),
    ])
    func everyMistakeIsReportedAtItsPosition(_ text: String, _ expected: String) {
        #expect(Self.failure(text) == expected)
    }

    @Test func aMissingFileIsAnErrorWithoutPosition() {
        #expect(throws: ConfigError(path: "ci.json", message: "no such configuration file")) {
            try ConfigFile.load(path: "/nonexistent/ci.json", displayPath: "ci.json", origin: .option, kinds: .standard)
        }
    }
}
