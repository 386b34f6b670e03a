import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
@testable import PWTemplateSystem
import Testing

/// The archive fixes: the findings that carry them, the changes they make to a real ZIP, and
/// the lint of the result (the finding gone, nothing new, a second pass with nothing to do).
@Suite struct ArchiveFixTests {
    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    private func lint(_ path: String) -> [Diagnostic] {
        TemplateLinter().lint(Template(TemplateReader.readArchive(atPath: path), path: "t.zip", kind: .archive)).diagnostics
    }

    /// Applies the fixes of `findings` up to `applicability` to the archive at `path`.
    private func fix(_ path: String, _ findings: [Diagnostic], unsafe: Bool = false) throws {
        let fixes = findings.compactMap(\.fix).filter { unsafe || $0.applicability == .safe }
        let changes = ArchiveChanges(fixes: fixes, entries: try ZipArchive(path: path).entries.map(\.name))
        try ArchiveRewriter.rewrite(atPath: path, applying: changes)
    }

    private func names(_ path: String) throws -> [String] {
        try ZipArchive(path: path).entries.map(\.name)
    }

    @Test func eachArchiveFindingCarriesItsFix() throws {
        let path = scratch.path("t.zip")
        try PythonZip.write(path)
        // In report order: by entry.
        let findings = lint(path).map { ($0.rule.id, $0.location.entry?.path ?? "", $0.fix) }
        let expected: [(String, String, Fix?)] = [
            ("archive-junk", "__MACOSX/", Fix(title: "remove __MACOSX/", applicability: .safe, change: .dropEntry("__MACOSX/"))),
            ("archive-junk", "promo/.DS_Store", Fix(title: "remove promo/.DS_Store", applicability: .safe, change: .dropEntry("promo/.DS_Store"))),
            ("unused-file", "promo/hero.png", Fix(title: "remove promo/hero.png", applicability: .unsafe, change: .dropEntry("promo/hero.png"))),
            ("config-not-at-root", "promo/native-config.json",
             Fix(title: "move the template out of promo/", applicability: .safe, change: .moveToRoot(folder: "promo"))),
        ]
        #expect(findings.count == expected.count)
        for (found, wanted) in zip(findings, expected) {
            #expect(found.0 == wanted.0 && found.1 == wanted.1 && found.2 == wanted.2, "\(found)")
        }
    }

    @Test func safeFixesThenUnsafeOnesLeaveACleanTemplateAndNothingToDo() throws {
        let path = scratch.path("t.zip")
        try PythonZip.write(path)
        let changes = ArchiveChanges(fixes: lint(path).compactMap(\.fix).filter { $0.applicability == .safe }, entries: try names(path))
        #expect(changes == ArchiveChanges(
            removals: ["promo/", "promo/.DS_Store", "__MACOSX/promo/._hero.png"],
            moves: ["promo/native-config.json": "native-config.json", "promo/pushwoosh.json": "pushwoosh.json", "promo/hero.png": "hero.png"]
        ))
        try fix(path, lint(path))
        #expect(try names(path) == ["native-config.json", "pushwoosh.json", "hero.png"])
        let left = lint(path)
        #expect(left.map(\.rule.id) == ["unused-file"])
        #expect(left.first?.fix == Fix(title: "remove hero.png", applicability: .unsafe, change: .dropEntry("hero.png")))

        try fix(path, left, unsafe: true)
        #expect(try names(path) == ["native-config.json", "pushwoosh.json"])
        #expect(lint(path).isEmpty)
        let bytes = try FileSystem.readFile(path)
        try fix(path, lint(path), unsafe: true)
        #expect(try FileSystem.readFile(path) == bytes)
    }

    struct Fixture: CustomTestStringConvertible, Sendable {
        var path: String
        var fixed: String
        var unsafe = false
        var entriesAfter: [String]
        var testDescription: String { path }
    }

    /// Archives written by Python's zipfile (`Tests/Fixtures/make-fixtures.py`,
    /// `Examples/mistakes/make-zips.py`).
    static let fixtures = [
        Fixture(path: "macos-junk.zip", fixed: "archive-junk", entriesAfter: ["native-config.json"]),
        Fixture(path: "nested-folder.zip", fixed: "config-not-at-root", entriesAfter: ["native-config.json", "pushwoosh.json"]),
        Fixture(path: "with-image.zip", fixed: "unused-file", unsafe: true, entriesAfter: ["native-config.json", "images/"]),
        Fixture(path: "../../../Examples/mistakes/macos-junk.zip", fixed: "archive-junk", entriesAfter: ["native-config.json"]),
        Fixture(path: "../../../Examples/mistakes/nested-folder.zip", fixed: "config-not-at-root", entriesAfter: ["native-config.json"]),
    ]

    @Test(arguments: fixtures)
    func aFixedFixtureLosesTheFindingAndGainsNone(_ fixture: Fixture) throws {
        let path = scratch.path("t.zip")
        try FileManager.default.copyItem(atPath: ArchiveFixtures.path(fixture.path), toPath: path)
        let before = lint(path)
        #expect(before.contains { $0.rule.id == fixture.fixed && $0.fix != nil })
        try fix(path, before, unsafe: fixture.unsafe)
        #expect(try names(path) == fixture.entriesAfter)
        let after = lint(path)
        #expect(!after.contains { $0.rule.id == fixture.fixed })
        // Moving the template to the root lets the JSON checks run: the mistakes example is a
        // template with findings of its own, and those are all it has left.
        let fromTheJSON = fixture.path.hasPrefix("../") && fixture.fixed == "config-not-at-root"
        #expect(fromTheJSON ? after.allSatisfy { $0.location.entry == .nativeConfig } : after.isEmpty, "\(after.map(\.rule.id))")
        #expect(after.allSatisfy { $0.fix == nil || $0.location.entry == .nativeConfig })
    }

    @Test func aTemplateFolderGetsNoArchiveFixes() throws {
        let folder = try scratch.makeFolder("t")
        _ = try scratch.makeFolder("t/promo/__MACOSX")
        for name in ["promo/native-config.json", "promo/.DS_Store", "promo/hero.png", "promo/__MACOSX/._hero.png"] {
            try Data(ArchiveFixtures.modal).write(to: folder.appendingPathComponent(name))
        }
        let findings = TemplateReader.readFolder(atPath: folder.path).diagnostics
        #expect(Set(findings.map(\.rule.id)) == ["archive-junk", "config-not-at-root", "unused-file"])
        #expect(findings.allSatisfy { $0.fix == nil })
    }

    @Test(arguments: [
        ["a/native-config.json", "b/native-config.json"],
        ["promo/native-config.json", "promo/pushwoosh.json", "pushwoosh.json"],
        ["promo/native-config.json", "promo/img/", "img/"],
    ])
    func noMoveWhenTheTemplateIsNotAloneInItsFolderOrANameIsTaken(_ entries: [String]) throws {
        var writer = ZipWriter()
        for name in entries {
            if name.hasSuffix("/") { writer.addDirectory(String(name.dropLast())) } else { writer.addFile(name, bytes: ArchiveFixtures.modal) }
        }
        let findings = TemplateReader.readArchive(bytes: try writer.archiveBytes()).diagnostics.filter { $0.rule == .configNotAtRoot }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.fix == nil })
    }

    @Test func changesFromFixes() {
        let entries = ["x/", "x/native-config.json", "x/x/a.png", "x/.DS_Store", "__MACOSX/x/._a.png", "readme.txt"]
        let fixes = [
            Fix(title: "", applicability: .safe, change: .moveToRoot(folder: "x")),
            Fix(title: "", applicability: .safe, change: .dropEntry("x/.DS_Store")),
            Fix(title: "", applicability: .safe, change: .dropEntry("__MACOSX/")),
            Fix(title: "", applicability: .safe, change: .dropEntry("gone.txt")),
            Fix(title: "", applicability: .safe, change: .edits(.nativeConfig, [TextEdit(bytes: 0..<1, replacement: "")])),
        ]
        #expect(ArchiveChanges(fixes: fixes, entries: entries) == ArchiveChanges(
            removals: ["x/", "x/.DS_Store", "__MACOSX/x/._a.png"],
            moves: ["x/native-config.json": "native-config.json", "x/x/a.png": "x/a.png"]
        ))
        #expect(ArchiveChanges(fixes: [], entries: entries).isEmpty)
    }
}
