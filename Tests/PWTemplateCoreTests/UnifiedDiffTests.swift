import Foundation
import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `UnifiedDiff` agrees with GNU diff (`diff -u`), the format `patch` and code review tools read.
@Suite struct UnifiedDiffTests {
    private func gnuDiff(_ old: String, _ new: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pwtemplate-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try old.write(to: folder.appendingPathComponent("old"), atomically: true, encoding: .utf8)
        try new.write(to: folder.appendingPathComponent("new"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/diff")
        process.arguments = ["-u", "--label", "a/f.json", "--label", "b/f.json", "old", "new"]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private static let lines = (1...30).map { "  \"key\($0)\": \($0),\n" }.joined()

    @Test(arguments: [
        ("one change", lines, lines.replacingOccurrences(of: "\"key7\": 7", with: "\"key7\": 70")),
        ("two far changes", lines, lines.replacingOccurrences(of: "key2\"", with: "key2b\"").replacingOccurrences(of: "key25\"", with: "key25b\"")),
        ("two near changes", lines, lines.replacingOccurrences(of: "key10\"", with: "k10\"").replacingOccurrences(of: "key14\"", with: "k14\"")),
        ("insert at the top", lines, "{\n" + lines),
        ("remove at the end", lines + "}\n", lines),
        ("no final newline", "{\n  \"a\": 1\n}", "{\n  \"a\": 2\n}"),
        ("final newline added", "{\n}", "{\n}\n"),
        ("from empty", "", "{\n}\n"),
    ])
    func matchesGNUDiff(_ name: String, _ old: String, _ new: String) throws {
        #expect(UnifiedDiff.render(old: Array(old.utf8), new: Array(new.utf8), path: "f.json") == (try gnuDiff(old, new)), "\(name)")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: Array(Self.lines.utf8), new: Array(Self.lines.utf8), path: "f.json").isEmpty)
    }

    @Test func editsApplyToTheOriginalOffsets() {
        let text = Array(#"{"color": "FF0000", "size": 12}"#.utf8)
        let edits = [TextEdit(bytes: 28..<30, replacement: "14"), TextEdit(bytes: 11..<11, replacement: "#")]
        #expect(TextEdit.areDisjoint(edits, within: text.count))
        #expect(String(decoding: TextEdit.apply(edits, to: text), as: UTF8.self) == ##"{"color": "#FF0000", "size": 14}"##)
        #expect(!TextEdit.areDisjoint([TextEdit(bytes: 1..<5, replacement: ""), TextEdit(bytes: 4..<6, replacement: "")], within: text.count))
    }
}
