import Foundation
import Testing

/// Issue 32: the kind-neutral targets name no kind, in their Swift code and in the page's
/// scripts and styles (`PWTemplatePreview/Resources`). A kind's name is a word of an identifier
/// (`NativeKind`, `inboxCard`, `firstNativeRelease`), a literal's word (`"inapp"`, `inbox.js`)
/// or one of its file names, anywhere outside a comment line; SDK class names
/// (`PWInAppConfigParser`) are not kind names.
@Suite struct KindNeutralCoreTests {
    /// The targets that serve every kind alike.
    static let neutralTargets = ["PWTemplateLint", "PWTemplateLSP", "PWTemplateServing", "PWTemplatePreview"]

    /// What is still named, each with why (file name and the text of the line).
    static let knownExceptions: [(file: String, line: String, reason: String)] = [
        ("PWTemplateServing/Watching/FileWatcher.swift", "case native", "the system's own watcher (`--watch native`), not the kind"),
        ("PWTemplateServing/Watching/FileWatcher.swift", "case .native:", "the system's own watcher (`--watch native`), not the kind"),
    ]

    private static let kindName = try! NSRegularExpression(
        pattern: #"(?:\b|(?<=[a-z]))(?:Native|Inbox|InApp)(?=[A-Z0-9_]|\b)|\b(?:native|inbox|inapp)(?=[A-Z0-9_]|\b)|pushwoosh\.json"#)

    /// Every line of the neutral targets' Swift files that names a kind, as `target/path: line`,
    /// and how many files were read.
    static func namingLines() throws -> (lines: [(file: String, line: String)], files: Int) {
        let sources = BinaryRunner.packageRoot + "/Sources/"
        var found: [(file: String, line: String)] = []
        var read = 0
        for target in neutralTargets {
            let files = try FileManager.default.subpathsOfDirectory(atPath: sources + target).filter { file in
                [".swift", ".js", ".css"].contains { file.hasSuffix($0) }
            }
            read += files.count
            for file in files.sorted() {
                let text = try String(contentsOfFile: sources + target + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    guard !["//", "/*", "*"].contains(where: code.hasPrefix) else { continue }
                    if kindName.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil {
                        found.append((target + "/" + file, code))
                    }
                }
            }
        }
        return (found, read)
    }

    @Test func theNeutralTargetsNameNoKind() throws {
        let (lines, files) = try Self.namingLines()
        try #require(files > 100, "the neutral targets' sources were not found")
        for (file, line) in lines {
            let known = Self.knownExceptions.contains { $0.file == file && line.contains($0.line) }
            #expect(known, "\(file) names a kind: \(line)")
        }
        for exception in Self.knownExceptions {
            #expect(lines.contains { $0.file == exception.file && $0.line.contains(exception.line) }, "no longer named, drop the exception: \(exception.file): \(exception.line)")
        }
    }

    /// The pattern finds what it is meant to, and leaves SDK class names alone.
    @Test(arguments: [
        ("let kind = NativeKind()", true), ("case inboxCard", true), ("x.firstNativeRelease", true),
        (#"PreviewAsset("inbox.js", bytes)"#, true), (#"kind: "inapp""#, true), ("\"pushwoosh.json\"", true),
        ("`PWInAppConfigParser`", false), ("let nativeness = 1", false), ("displayType", false),
    ])
    func thePatternTellsAKindName(line: String, names: Bool) {
        #expect((Self.kindName.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil) == names)
    }
}
