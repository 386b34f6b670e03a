import Foundation
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// The JSON Schema of `.pwtemplate.json`, checked with `check-jsonschema` (installed by `make
/// test-deps`): a valid draft 2020-12 schema that accepts the starter and rejects broken files
/// that pwtemplate rejects too.
@Suite struct ConfigSchemaTests {
    static let invalid: [String: String] = [
        "unknown-key": #"{"rule": {}}"#,
        "bad-version": #"{"version": 2}"#,
        "bad-target": #"{"targets": ["web"]}"#,
        "bad-severity": #"{"rules": {"archive-junk": "loud"}}"#,
        "unknown-rule": #"{"rules": {"no-such-rule": "off"}}"#,
        "option-of-another-rule": #"{"rules": {"archive-junk": {"maximum": 3}}}"#,
        "ratio-out-of-range": #"{"rules": {"low-contrast": {"minimumRatio": 30}}}"#,
        "absolute-glob": #"{"exclude": ["/abs"]}"#,
        "parent-glob": #"{"exclude": ["../x"]}"#,
        "mixed-double-star": #"{"exclude": ["a**"]}"#,
        "ignore-without-reason": #"{"ignore": [{"path": "a.zip", "rules": ["json-bom"]}]}"#,
        "blank-reason": #"{"ignore": [{"path": "a.zip", "rules": ["json-bom"], "reason": " "}]}"#,
        "override-without-files": #"{"overrides": [{"rules": {}}]}"#,
        "bad-availability": #"{"platformSupport": {"sheet": {"ios": "soon"}}}"#,
        "unknown-type": #"{"platformSupport": {"sheets": {"ios": "7.2.1"}}}"#,
        "zero-limit": #"{"limits": {"maxTotalSize": 0}}"#,
    ]

    static let valid: [String: String] = [
        "starter": StarterConfig.text(kinds: .standard),
        "empty": "{}",
        "options": #"{"rules": {"low-contrast": {"severity": "error", "minimumRatio": 3}, "too-many-buttons": {"maximum": 4}, "archive-junk": "off"}}"#,
        "ignore": #"{"ignore": [{"path": "promos/*.zip", "entry": "native-config.json", "pointer": "/modal/image", "rules": ["insecure-media-url"], "reason": "CDN"}]}"#,
        "support": #"{"platformSupport": {"sheet": {"android": "6.11.0"}, "video": {"android": "unsupported", "ios": "supported"}}}"#,
    ]

    @Test func theSchemaIsValidAndAgreesWithTheParser() throws {
        let checker = try #require(SchemaExporterTests.checker, "check-jsonschema is missing: run make test-deps")
        let folder = try SchemaExporterTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent(ConfigSchema.suggestedFileName)
        try Data(ConfigSchema.jsonSchema(kinds: .standard).rendered().utf8).write(to: schema)
        let meta = try SchemaExporterTests.run(checker, ["--check-metaschema", schema.path])
        #expect(meta.status == 0, "\(meta.output)")

        var validFiles: [String] = []
        for (name, text) in Self.valid {
            _ = try ConfigFile.parse(Array(text.utf8), path: "/r/.pwtemplate.json", displayPath: name, origin: .discovered, kinds: .standard)
            let file = folder.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: file)
            validFiles.append(file.path)
        }
        let accepted = try SchemaExporterTests.run(checker, ["--schemafile", schema.path] + validFiles)
        #expect(accepted.status == 0, "\(accepted.output)")

        for (name, text) in Self.invalid {
            #expect(throws: ConfigError.self, "pwtemplate rejects \(name)") {
                try ConfigFile.parse(Array(text.utf8), path: "/r/.pwtemplate.json", displayPath: name, origin: .discovered, kinds: .standard)
            }
            let file = folder.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: file)
            let rejected = try SchemaExporterTests.run(checker, ["--schemafile", schema.path, file.path])
            #expect(rejected.status == 1, "the schema accepts \(name): \(rejected.output)")
        }
    }

    @Test func everyRuleAndOptionIsInTheSchema() throws {
        let text = ConfigSchema.jsonSchema(kinds: .standard).rendered()
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let rules = try #require((definitions["rules"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(rules.keys) == Set(KindRegistry.standard.rules.map(\.id)))
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ConfigFile.keys(kinds: .standard)))
        for option in KindRegistry.standard.ruleOptions {
            let setting = try #require(rules[option.rule.id] as? [String: Any])
            #expect(String(describing: setting).contains(option.name), "\(option.rule.id).\(option.name)")
        }
    }
}
