import Foundation
import PWTemplateArchive
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax

/// The conformance data under `Tests/Conformance`: accepted templates, the public syntax page's
/// examples, the mutation manifest and the colour table (sdk-behaviour.md §17).
enum ConformanceCorpus {
    /// A file of the corpus that is missing, not strict JSON or not shaped as expected.
    struct DataError: Error, CustomStringConvertible {
        var description: String
    }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Conformance")

    /// Display types the public documentation lists for iOS only (§15); they are linted for iOS.
    static let iOSOnlyTypes: Set<String> = ["video", "pip", "scratchcard", "spinwheel"]

    /// The `.json` files of a corpus folder, sorted.
    static func fileNames(in subfolder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
    }

    /// The parsed value of a corpus file, which must be strict JSON (the manifests' array roots
    /// are fine).
    static func value(of relativePath: String) throws -> JSONValue {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(relativePath)))
        let document = JSONParser.parse(bytes)
        let problems = document.diagnostics.filter { $0.rule != .jsonRootNotObject }
        guard let root = document.root, problems.isEmpty else {
            throw DataError(description: "\(relativePath) is not strict JSON: \(problems.map(\.message))")
        }
        return root.value
    }

    /// The `displayType` of a template value.
    static func displayType(of template: JSONValue) throws -> String {
        guard case .string(let type)? = JSONNode(value: template, range: 0..<0)["displayType"]?.value else {
            throw DataError(description: "a corpus template without a string displayType")
        }
        return type
    }

    /// The platforms that render `displayType` by the public documentation (§15).
    static func platforms(rendering displayType: String) -> [Platform] {
        iOSOnlyTypes.contains(displayType) ? [.ios] : [.ios, .android]
    }

    /// Lints `template` as a folder's `native-config.json`, targeting `platforms` explicitly, each
    /// from the release its documentation promises the type from (else its first native release).
    static func lint(_ template: JSONValue, platforms: [Platform], name: String) -> TemplateReport {
        let type = (try? displayType(of: template)).flatMap { DisplayType(rawValue: $0.lowercased()) }
        let configuration = LintConfiguration(targets: TargetSelection(targets: platforms.map { platform in
            Target(platform: platform, minimumVersion: type.flatMap { PlatformSupport.sdkReleases.availability(of: $0, on: platform).documented })
        }))
        let contents = TemplateContents(nativeConfig: Array(template.jsonText().utf8))
        return TemplateLinter(configuration: configuration).lint(Template(contents, path: name, kind: .folder))
    }

    /// The error-severity findings of a report, as `rule-id: message` lines for failure messages.
    static func errors(in report: TemplateReport) -> [String] {
        report.diagnostics.filter { $0.severity == .error }.map { "\($0.rule.id): \($0.message)" }
    }

    /// The string member `key` of a manifest object.
    static func string(_ key: String, of object: JSONNode, in file: String) throws -> String {
        guard case .string(let text)? = object[key]?.value else {
            throw DataError(description: "\(file): an entry without a string \"\(key)\"")
        }
        return text
    }

    /// The boolean member `key` of a manifest object.
    static func bool(_ key: String, of object: JSONNode, in file: String) throws -> Bool {
        guard case .bool(let flag)? = object[key]?.value else {
            throw DataError(description: "\(file): an entry without a boolean \"\(key)\"")
        }
        return flag
    }

    /// The objects of a manifest file whose root is an array of objects.
    static func entries(of file: String) throws -> [JSONNode] {
        guard case .array(let elements) = try value(of: file) else {
            throw DataError(description: "\(file) is not an array")
        }
        return elements
    }
}
