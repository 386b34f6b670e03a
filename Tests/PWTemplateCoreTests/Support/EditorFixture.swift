import Foundation
import PWTemplateArchive
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax

/// Documents for the editor-feature tests: texts with a `‸` cursor (a UTF-8 byte offset once
/// removed), and the templates of `Examples/`.
enum EditorFixture {
    static let cursor = "‸"

    /// `marked` without its cursor, and the cursor's byte offset.
    static func cursor(in marked: String) -> (text: String, offset: Int) {
        guard let range = marked.range(of: cursor) else { return (marked, 0) }
        return (marked.replacingCharacters(in: range, with: ""), marked[..<range.lowerBound].utf8.count)
    }

    /// A template of `native-config.json` text `config` and, optionally, `pushwoosh.json` text.
    static func template(_ config: String, pushwoosh: String? = nil) -> Template {
        Template(nativeConfig: Array(config.utf8), pushwoosh: pushwoosh.map { Array($0.utf8) }, path: "t")
    }

    /// The byte offset of the first `needle` in `text`, plus `plus` bytes.
    static func offset(of needle: String, in text: String, plus: Int = 0) -> Int {
        guard let range = text.range(of: needle) else { return -1 }
        return text[..<range.lowerBound].utf8.count + plus
    }

    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The example template in `Examples/<folder>`, read from its files.
    static func example(_ folder: String) throws -> Template {
        let base = examples.appendingPathComponent(folder)
        let config = try Data(contentsOf: base.appendingPathComponent("native-config.json"))
        let pushwoosh = try? Data(contentsOf: base.appendingPathComponent("pushwoosh.json"))
        return Template(nativeConfig: Array(config), pushwoosh: pushwoosh.map(Array.init), path: folder)
    }

    /// The text of `entry` of `template`.
    static func text(of template: Template, _ entry: EntryName = .nativeConfig) -> String {
        let document = entry == .pushwoosh ? template.pushwoosh : template.nativeConfig
        return String(decoding: document?.text.bytes ?? [], as: UTF8.self)
    }

    /// The folders of `Examples/templates` and `Examples/ios-only`.
    static var allExamples: [String] {
        ["templates", "ios-only"].flatMap { group in
            ((try? FileManager.default.contentsOfDirectory(atPath: examples.appendingPathComponent(group).path)) ?? []).sorted().map { "\(group)/\($0)" }
        }
    }
}
