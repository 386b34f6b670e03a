import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import Testing

/// `pwtemplate init` and `pwtemplate schema --config`.
@Suite struct InitCommandTests {
    let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
    }

    private var configPath: String { scratch.path + "/" + ConfigFile.fileName }

    @Test func initWritesTheStarterThatLintThenReads() throws {
        let result = scratch.run(["init"])
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("Created .pwtemplate.json."))
        #expect(try String(contentsOfFile: configPath, encoding: .utf8) == StarterConfig.text(kinds: .standard))
        let mode = try FileManager.default.attributesOfItem(atPath: configPath)[.posixPermissions] as? Int
        #expect(mode == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [ConfigFile.fileName])
        let config = CLIRun(["config"], environment: [:], currentDirectory: scratch.path)
        #expect(config.code == .success)
        #expect(config.output.contains(#""via": "discovery""#))
    }

    @Test func initNeverOverwrites() throws {
        try scratch.write("{\"failLevel\": \"never\"}\n", to: ConfigFile.fileName)
        let result = scratch.run(["init"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("error: .pwtemplate.json already exists; 'pwtemplate init' never overwrites it\n"))
        #expect(try String(contentsOfFile: configPath, encoding: .utf8) == "{\"failLevel\": \"never\"}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [ConfigFile.fileName])
    }

    @Test func schemaConfigPrintsTheConfigurationSchema() {
        let result = scratch.run(["schema", "--config"])
        #expect(result.code == .success)
        #expect(result.output == ConfigSchema.jsonSchema(kinds: .standard).rendered())
        let both = scratch.run(["schema", "--config", "modal"])
        #expect(both.code == .usage)
        #expect(both.error.hasPrefix("error: '--config' and 'modal' cannot be used together"))
    }

    @Test func initAndConfigParse() throws {
        #expect(try CommandLineParser.parse(["init"], pathExists: { _ in false }) == .initialize)
        #expect(try CommandLineParser.parse(["config", "a", "--enable", "json-bom"], pathExists: { _ in false })
            == .config(ConfigOptions(path: "a", configuration: ConfigurationOptions(enabledRules: [.jsonBOM]))))
        #expect(try CommandLineParser.parse(["schema", "--config"], pathExists: { _ in false }) == .schema(SchemaOptions(configuration: true)))
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["init", "x"], pathExists: { _ in false }) }
    }
}
