import Foundation
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
@testable import PWTemplateSystem
import Testing

@Suite struct TemplateLinterTests {
    private let linter = TemplateLinter()
    private static let modalBlock = ##""modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hi","color":"#111111FF"},"buttons":[]}"##

    @Test func findingsOfBothFilesAreStampedWithTheirEntry() {
        let contents = TemplateContents(
            nativeConfig: Array("{\"displayType\":\"modal\",\(Self.modalBlock),\"inAppId\":\"a\",\"inAppId\":\"b\"}".utf8),
            pushwoosh: Array("{\"default_language\":\"en\",}".utf8))
        let report = linter.lint(Template(contents, path: "promo.zip", kind: .archive))
        #expect(report.diagnostics.map(\.rule.id) == ["json-duplicate-key", "json-syntax"])
        #expect(report.diagnostics.map(\.location.entry) == ["native-config.json", "pushwoosh.json"])
        #expect(report.diagnostics.first?.related.first?.location.entry == "native-config.json")
        #expect(Set(report.sources.names) == ["native-config.json", "pushwoosh.json"])
        #expect(report.displayType == "modal")
    }

    @Test func archiveFindingsComeFirstAndAreKept() {
        let archiveFinding = Diagnostic(rule: .archiveJunk, message: "junk", entry: ".DS_Store")
        let contents = TemplateContents(nativeConfig: Array("{}".utf8), diagnostics: [archiveFinding])
        let report = linter.lint(Template(contents, path: "promo", kind: .folder))
        #expect(report.diagnostics.map(\.rule.id) == ["archive-junk", "display-type-missing"])
        #expect(report.diagnostics.map(\.location.entry) == [".DS_Store", "native-config.json"])
        #expect(report.displayType == nil)
    }

    @Test func aNonStringDisplayTypeIsAFindingAndNoReportedType() {
        let report = linter.lint(Template(TemplateContents(nativeConfig: Array("{\"displayType\":5}".utf8)), path: "p", kind: .folder))
        #expect(report.displayType == nil)
        #expect(report.diagnostics.map(\.rule.id) == ["display-type-missing"])
    }

    @Test func aValidTemplateHasNoFindingsAndItsTypeIsReported() {
        let report = linter.lint(Template(TemplateContents(nativeConfig: Array("{\"displayType\":\"Modal\",\(Self.modalBlock)}".utf8)), path: "p", kind: .folder))
        #expect(report.displayType == "Modal")
        #expect(report.diagnostics.map(\.rule.id) == ["display-type-case"])
    }

    @Test func unreadableTargetsBecomePathUnreadableFindings() {
        let target = LintTarget(source: .unreadable(reason: "Too many levels of symbolic links"), displayPath: "a/loop.zip", fileSystemPath: "/x/a/loop.zip", kind: "native")
        let report = linter.lint(target) { () throws(FileSystemError) in [] }
        #expect(report.kind == .unreadable)
        #expect(report.diagnostics.map(\.rule.id) == ["path-unreadable"])
        #expect(report.diagnostics.first?.message.contains("Too many levels of symbolic links") == true)
    }

    @Test func standardInputThatCannotBeReadIsAnUnreadableArchive() {
        let target = LintTarget(source: .standardInput, displayPath: "promo.zip", fileSystemPath: "-", kind: "native")
        let report = linter.lint(target) { () throws(FileSystemError) in
            throw FileSystemError(code: .other, path: "standard input", reason: "Input/output error")
        }
        #expect(report.diagnostics.map(\.rule.id) == ["archive-unreadable"])
        #expect(report.path == "promo.zip")
    }

    @Test func anOversizedStandardInputIsTooLarge() {
        let target = LintTarget(source: .standardInput, displayPath: "-", fileSystemPath: "-", kind: "native")
        let report = linter.lint(target) { () throws(FileSystemError) in
            throw FileSystemError(code: .tooLarge, path: "standard input", reason: "larger than 268435456 bytes")
        }
        #expect(report.diagnostics.map(\.rule.id) == ["archive-too-large"])
    }

    /// An editor's buffers go through the same model as files on disk: every example folder,
    /// built from its two texts in memory, gets the findings its folder gets about those texts.
    @Test func aTemplateBuiltInMemoryLintsLikeItsFolder() throws {
        let examples = ConformanceCorpus.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")
        var compared = 0
        for gallery in ["templates", "mistakes"] {
            let folder = examples.appendingPathComponent(gallery)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let path = folder.appendingPathComponent(name).path
                let read = TemplateReader.readFolder(atPath: path)
                guard let nativeConfig = read.nativeConfig else { continue }
                let inMemory = linter.lint(Template(nativeConfig: nativeConfig, pushwoosh: read.pushwoosh, path: name))
                let fromDisk = linter.lint(Template(read, path: name, kind: .folder))
                let ofTexts = fromDisk.diagnostics.filter { $0.location.entry.map(EntryName.sdkFiles.contains) ?? false }
                #expect(inMemory.diagnostics == ofTexts, "\(gallery)/\(name)")
                compared += inMemory.diagnostics.count
            }
        }
        // The comparison can fail: the mistakes gallery has findings in its texts.
        #expect(compared > 10)
    }
}
