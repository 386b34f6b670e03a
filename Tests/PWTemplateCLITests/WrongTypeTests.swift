import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// A wrong JSON type is never silent, in any kind: for every scaffold, every field its kind's
/// schema (`pwtemplate schema …`) names on the scaffold's objects, and every JSON type the
/// schema does not allow there, `lint` reports a finding at that field (or inside it); and for
/// the message kinds, whose `resolve` shows what the SDK reads, the value is shown as dropped:
/// `resolve` prints what it prints with the field removed. (A native `resolve` prints the
/// configuration's text, placeholders substituted, not a model: a wrong type there rejects
/// the template, and its `type-mismatch` finding is an error.)
@Suite struct WrongTypeTests {
    private struct Scaffold {
        let scratch: ScratchTemplates
        /// What `lint` and `resolve` are given, and the JSON file inside it.
        let path: String
        let file: String
        let document: Any
        let schema: SchemaFieldCases
        let isNative: Bool
    }

    private func scaffold(_ name: String) throws -> Scaffold {
        let scratch = try ScratchTemplates()
        let created = CLIRun(["new", name, "t"], currentDirectory: scratch.path)
        try #require(created.code == .success, "\(created.error)")
        let path = try #require(created.output.split(separator: "\n").last?.split(separator: " ").last.map(String.init))
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: scratch.path + "/" + path, isDirectory: &isFolder)
        let file = scratch.path + "/" + path + (isFolder.boolValue ? "/native-config.json" : "")
        let kind = try #require(KindRegistry.standard.kind(ofScaffold: name))
        let printed = CLIRun(["schema", isFolder.boolValue ? name : kind.id])
        try #require(printed.code == .success, "\(printed.error)")
        return Scaffold(
            scratch: scratch, path: path, file: file, document: try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))),
            schema: SchemaFieldCases(schema: try #require(try JSONSerialization.jsonObject(with: Data(printed.output.utf8)) as? [String: Any])),
            isNative: isFolder.boolValue)
    }

    private func write(_ document: Any, to scaffold: Scaffold) throws {
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]).write(to: URL(fileURLWithPath: scaffold.file))
    }

    /// The pointers of the findings of a `lint` of the scaffold as it is now.
    private func findingPointers(_ scaffold: Scaffold) throws -> [String] {
        let lint = CLIRun(["lint", "--format", "json", scaffold.path], currentDirectory: scaffold.scratch.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any], "\(lint.output)\(lint.error)")
        let results = report["results"] as? [[String: Any]] ?? []
        return results.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] }.compactMap { $0["pointer"] as? String }
    }

    /// What `resolve` prints as the SDK's reading (its notes on standard error may say why).
    private func resolved(_ scaffold: Scaffold) -> String {
        let run = CLIRun(["resolve", "--format", "json", scaffold.path], currentDirectory: scaffold.scratch.path)
        return "\(run.code) \(run.output)"
    }

    @Test(arguments: KindRegistry.standard.scaffoldNames)
    func everyTypeTheSchemaDoesNotAllowInEveryFieldIsReportedThere(_ name: String) throws {
        let scaffold = try scaffold(name)
        let fields = scaffold.schema.fields(of: scaffold.document)
        #expect(fields.count > 10, "the schema walk found the fields: \(fields.map(\.pointer))")
        var cases = 0
        for field in fields {
            var dropped: String?
            if !scaffold.isNative {
                try write(replacing(field.pointer, in: scaffold.document, with: nil), to: scaffold)
                dropped = resolved(scaffold)
            }
            for sample in SchemaFieldCases.samples where !field.allowed.contains(sample.type) {
                cases += 1
                try write(replacing(field.pointer, in: scaffold.document, with: sample.value), to: scaffold)
                let pointers = try findingPointers(scaffold)
                #expect(pointers.contains { $0 == field.pointer || $0.hasPrefix(field.pointer + "/") },
                        "\(name): \(sample.type) at \(field.pointer) is silent (findings at \(pointers))")
                if let dropped {
                    #expect(resolved(scaffold) == dropped, "\(name): resolve of \(sample.type) at \(field.pointer) is not that of no value")
                }
            }
        }
        #expect(cases > 30)
    }
}
