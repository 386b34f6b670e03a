import Foundation
import PWTemplateArchive
@testable import PWTemplateCLI

/// A fresh temporary folder to write templates into and run the CLI in; removed when released.
final class ScratchTemplates {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/pwtemplate-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relativePath`, creating folders on the way.
    func write(_ text: String, to relativePath: String) throws {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// The bytes of a ZIP holding `files` (name, text) at its root.
    static func zip(_ files: [(name: String, text: String)]) throws -> [UInt8] {
        var writer = ZipWriter()
        for file in files {
            writer.addFile(file.name, bytes: Array(file.text.utf8))
        }
        return try writer.archiveBytes()
    }

    /// Writes a ZIP holding `files` to `relativePath`.
    func writeZip(_ files: [(name: String, text: String)], to relativePath: String) throws {
        try Data(Self.zip(files)).write(to: URL(fileURLWithPath: path + "/" + relativePath))
    }

    /// Runs the CLI in this folder.
    func run(_ arguments: [String]) -> CLIRun {
        CLIRun(arguments, currentDirectory: path)
    }
}
