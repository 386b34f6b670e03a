import Foundation
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The JSON Schema export, checked with a real validator (`check-jsonschema`, installed by
/// `make test-deps`): the public samples pass, broken templates fail.
@Suite struct SchemaExporterTests {
    static let checker = ["/usr/local/bin", "/usr/bin", NSHomeDirectory() + "/.local/bin", NSHomeDirectory() + "/.pyenv/shims"]
        .map { $0 + "/check-jsonschema" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static let invalid: [String: String] = [
        "bad-colour": SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "red", "buttons": []}"##),
        "http-media": SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "image": "http://e.com/a.png", "buttons": []}"##),
        "bad-enum": SchemaLint.config(.banner, ##"{"showClose": true, "position": "middle", "background": "#FFF", "action": {"type": "close"}}"##),
        "missing-field": SchemaLint.config(.modal, ##"{"showClose": true, "background": "#FFF", "buttons": []}"##),
        "url-action-without-url": SchemaLint.config(.banner, ##"{"showClose": true, "position": "top", "background": "#FFF", "action": {"type": "URL"}}"##),
        "reward-without-title-or-code": SchemaLint.config(.scratchcard, ##"{"showClose": true, "background": ["#FFF", "#000"], "revealThreshold": 0.5, "cover": {"background": "#CCC"}, "reward": {"code": ""}}"##),
        "one-segment": SchemaLint.config(.spinwheel, ##"{"showClose": true, "background": "#000", "winIndex": 0, "spinButton": {"text": {"text": "Go", "color": "#000"}, "background": "#FFF", "border": {"color": "#000", "radius": 1}}, "reward": {"code": "X"}, "segments": [{"message": {"text": "A", "color": "#000"}, "weight": 1}]}"##),
        "negative-radius": SchemaLint.config(.modal, ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": [{"text": {"text": "A", "color": "#000"}, "background": "#FFF", "border": {"color": "#000", "radius": -1}, "action": {"type": "close"}}]}"##),
        "javascript-action": SchemaLint.config(.banner, ##"{"showClose": true, "position": "top", "background": "#FFF", "action": {"type": "url", "url": "JavaScript:alert(1)"}}"##),
    ]

    @Test func theSchemaNamesItsDialectAndDefinesTheSharedBlocks() throws {
        let schema = try Self.decode(SchemaExporter.jsonSchema(for: nil))
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema["$id"] as? String)?.hasPrefix("https://") == true)
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for name in ["Text", "Border", "Cover", "Action", "Button", "ActionlessButton", "Reward", "Segment", "CarouselItem", "StoriesItem"]
            + DisplayType.allCases.map(\.rawValue) {
            #expect(definitions[name] != nil, "\(name)")
        }
        #expect((schema["allOf"] as? [Any])?.count == DisplayType.allCases.count)
    }

    @Test func oneTypeHasOnlyTheBlocksItUses() throws {
        let schema = try Self.decode(SchemaExporter.jsonSchema(for: .banner))
        let definitions = try #require(schema["$defs"] as? [String: Any])
        #expect(Set(definitions.keys) == ["banner", "Action", "Text"])
        #expect(schema["required"] as? [String] == ["displayType", "banner"])
    }

    @Test func enumsAreCaseInsensitivePortablePatterns() {
        #expect(SchemaPatterns.oneOf(["top", "bottom-left"]) == "^([Tt][Oo][Pp]|[Bb][Oo][Tt][Tt][Oo][Mm]-[Ll][Ee][Ff][Tt])$")
    }

    @Test func theSchemaIsAValidDraft202012Schema() throws {
        let checker = try #require(Self.checker, "check-jsonschema is missing: run make test-deps")
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for type in [nil] + DisplayType.allCases.map(Optional.some) {
            let file = folder.appendingPathComponent("schema-\(type?.rawValue ?? "all").json")
            try Data(SchemaExporter.jsonSchema(for: type).rendered().utf8).write(to: file)
            files.append(file.path)
        }
        let result = try Self.run(checker, ["--check-metaschema"] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theValidatorAcceptsThePublicSamplesAndRejectsBrokenTemplates() throws {
        let checker = try #require(Self.checker, "check-jsonschema is missing: run make test-deps")
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("native-config.schema.json")
        try Data(SchemaExporter.jsonSchema(for: nil).rendered().utf8).write(to: schema)
        var valid: [String] = []
        for (type, text) in PublicSamples.all {
            let file = folder.appendingPathComponent("\(type.rawValue).json")
            try Data(text.utf8).write(to: file)
            valid.append(file.path)
        }
        for (type, block) in SchemaDisplayTypeTests.minimal {
            let file = folder.appendingPathComponent("minimal-\(type.rawValue).json")
            try Data(SchemaLint.config(type, block).utf8).write(to: file)
            valid.append(file.path)
        }
        let accepted = try Self.run(checker, ["--schemafile", schema.path] + valid)
        #expect(accepted.status == 0, "\(accepted.output)")
        for (name, text) in Self.invalid {
            #expect(SchemaLint.findings(text).filter { $0.severity == .error }.count == 1, "the linter finds one error in \(name)")
            let file = folder.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: file)
            let rejected = try Self.run(checker, ["--schemafile", schema.path, file.path])
            #expect(rejected.status == 1, "\(name): \(rejected.output)")
        }
    }

    private static func decode(_ output: JSONOutput) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.rendered().utf8)) as? [String: Any])
    }

    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pwtemplate-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
