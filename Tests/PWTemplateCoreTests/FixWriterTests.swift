import Foundation
import PWTemplateArchive
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// `FixWriter`: the fixes land on disk in folders, bare `.json` files and ZIPs (checked with
/// libzip and Python's zipfile), and nothing else changes.
@Suite struct FixWriterTests {
    static let config = #"{"displayType": "modal", "t": "aa"}"#

    /// Rewrites `aa` to `bb` in native-config.json; container findings pass through.
    static let fixer = TemplateFixer(policy: FixPolicy()) { template in
        var findings = template.contents.diagnostics
        if let bytes = template.contents.nativeConfig, let offset = bytes.firstRange(of: Array("aa".utf8))?.lowerBound {
            let fix = Fix(title: "write bb", applicability: .safe, change: .edits(.nativeConfig, [TextEdit(bytes: offset..<offset + 2, replacement: "bb")]))
            findings.append(Diagnostic(rule: TemplateFixerTests.rule, message: "aa", entry: .nativeConfig, pointer: "/t", fix: fix))
        }
        return TemplateReport(path: template.path, kind: template.kind, diagnostics: findings)
    }

    /// A container finding that drops `entry`.
    static func junk(_ entry: EntryName) -> Diagnostic {
        Diagnostic(rule: TemplateFixerTests.rule, message: "junk", entry: entry, fix: Fix(title: "drop", applicability: .safe, change: .dropEntry(entry)))
    }

    @Test func aFolderGetsItsFilesRewrittenAndJunkDeleted() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.config, to: "promo/native-config.json")
        try folder.write(#"{"en": {}}"#, to: "promo/pushwoosh.json")
        try folder.write("junk", to: "promo/.DS_Store")
        let target = LintTarget(source: .folder, displayPath: "promo", fileSystemPath: folder.path + "/promo", kind: "native")
        var contents = Template.read(target) { [] }.contents
        contents.diagnostics = [Self.junk(".DS_Store")]
        let outcome = Self.fixer.fix(Template(contents, path: "promo", kind: .folder))
        try FixWriter.write(outcome, to: target)
        #expect(try String(contentsOfFile: folder.path + "/promo/native-config.json", encoding: .utf8) == #"{"displayType": "modal", "t": "bb"}"#)
        #expect(try String(contentsOfFile: folder.path + "/promo/pushwoosh.json", encoding: .utf8) == #"{"en": {}}"#)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/promo/.DS_Store"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/promo").sorted() == ["native-config.json", "pushwoosh.json"])
    }

    @Test func aBareJSONFileIsRewrittenUnderItsOwnName() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Self.config, to: "promo.json")
        let target = LintTarget(source: .document, displayPath: "promo.json", fileSystemPath: path, kind: "native")
        let outcome = Self.fixer.fix(Template.read(target) { [] })
        try FixWriter.write(outcome, to: target)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"displayType": "modal", "t": "bb"}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["promo.json"])
        // A second run finds nothing to change.
        #expect(!Self.fixer.fix(Template.read(target) { [] }).hasChanges)
    }

    @Test func aStandardInputTargetCannotBeWritten() {
        let outcome = Self.fixer.fix(Template(nativeConfig: Array(Self.config.utf8), path: "<stdin>"))
        #expect(throws: FixWriter.Failure.self) {
            try FixWriter.write(outcome, to: LintTarget(source: .standardInput, displayPath: "<stdin>", fileSystemPath: "-", kind: "native"))
        }
    }

    /// Writes a ZIP with Python's zipfile: a stored and a deflated entry with fixed dates.
    static func pythonZIP(at path: String, entries: [(String, String, stored: Bool)]) throws {
        let items = entries.map { "(\(pythonString($0.0)), \(pythonString($0.1)), \($0.stored ? "zipfile.ZIP_STORED" : "zipfile.ZIP_DEFLATED"))" }
        try python("""
            import zipfile
            with zipfile.ZipFile(\(pythonString(path)), "w") as z:
                for i, (name, text, method) in enumerate([\(items.joined(separator: ", "))]):
                    info = zipfile.ZipInfo(name, date_time=(2020, 1 + i, 2, 3, 4, 6))
                    info.compress_type = method
                    z.writestr(info, text)
            """)
    }

    /// Each entry of the ZIP as Python's zipfile reads it: name, method, date, CRC and text.
    static func pythonListing(of path: String) throws -> String {
        try python("""
            import zipfile
            with zipfile.ZipFile(\(pythonString(path))) as z:
                assert z.testzip() is None
                for i in z.infolist():
                    print(i.filename, i.compress_type, i.date_time, i.CRC, z.read(i).decode())
            """)
    }

    static func pythonString(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }

    @discardableResult
    static func python(_ script: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func aZIPKeepsEveryUntouchedEntryAsItWas() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/promo.zip"
        try Self.pythonZIP(at: path, entries: [
            ("native-config.json", Self.config, stored: false), ("images/a.txt", "picture", stored: true),
            (".DS_Store", "junk", stored: true), ("pushwoosh.json", #"{"en": {}}"#, stored: false),
        ])
        let before = try Self.pythonListing(of: path).split(separator: "\n")
        let untouchedRaw = try ZipArchive(path: path).entries.filter { $0.name.hasSuffix("a.txt") || $0.name == "pushwoosh.json" }.map(\.compressedSize)
        let target = LintTarget(source: .archive, displayPath: "promo.zip", fileSystemPath: path, kind: "native")
        var contents = Template.read(target) { [] }.contents
        contents.diagnostics = [Self.junk(".DS_Store")]
        try FixWriter.write(Self.fixer.fix(Template(contents, path: "promo.zip", kind: .archive)), to: target)

        let after = try Self.pythonListing(of: path).split(separator: "\n")
        #expect(after.count == 3)
        let fixed = #"{"displayType": "modal", "t": "bb"}"#
        #expect(after[0].hasPrefix("native-config.json 8 ") && after[0].hasSuffix(" \(CRC.of(fixed)) \(fixed)"))
        #expect(after[1] == before[1] && after[2] == before[3])
        let archive = try ZipArchive(path: path)
        #expect(archive.entries.map(\.name) == ["native-config.json", "images/a.txt", "pushwoosh.json"])
        #expect(archive.entries.filter { $0.name.hasSuffix("a.txt") || $0.name == "pushwoosh.json" }.map(\.compressedSize) == untouchedRaw)
        #expect(!Self.fixer.fix(Template.read(target) { [] }).hasChanges)
    }

    @Test func aZIPWithTheTemplateInAFolderIsMovedToTheRoot() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/promo.zip"
        try Self.pythonZIP(at: path, entries: [("promo/native-config.json", Self.config, stored: false), ("promo/pushwoosh.json", "{}", stored: true)])
        let move = Fix(title: "move", applicability: .safe, change: .moveToRoot(folder: "promo"))
        let contents = TemplateContents(diagnostics: [Diagnostic(rule: TemplateFixerTests.rule, message: "nested", fix: move)])
        let target = LintTarget(source: .archive, displayPath: "promo.zip", fileSystemPath: path, kind: "native")
        try FixWriter.write(Self.fixer.fix(Template(contents, path: "promo.zip", kind: .archive)), to: target)
        #expect(try Self.pythonListing(of: path) == """
            native-config.json 8 (2020, 1, 2, 3, 4, 6) \(CRC.of(Self.config)) \(Self.config)
            pushwoosh.json 0 (2020, 2, 2, 3, 4, 6) \(CRC.of("{}")) {}

            """)
    }
}

/// CRC-32 as zipfile prints it.
enum CRC {
    static func of(_ text: String) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in text.utf8 {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
