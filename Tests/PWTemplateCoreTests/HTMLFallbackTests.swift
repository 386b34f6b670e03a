import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// A native template as Pushwoosh serves it: the rich-media ZIP (`index.html` and its files)
/// with `native-config.json` added, as the iOS sample app's local server builds it.
///
/// SDK facts (sdk-behaviour §2, §12): SDKs without native in-apps (iOS before 7.2.0, Android
/// before 6.10.0) never look for `native-config.json` and show `index.html`. From those releases
/// a root `native-config.json` wins: iOS 7.2.0 (`fd34d7d9`) `PWRichMediaManager.m`
/// `presentRichMedia:` routes it to the native handler before the HTML path, and Android 6.10.2
/// (`0a6ade49`) `ResourceViewStrategyFactory.java` `buildNativeConfigJson` says "native-config.json
/// is terminal: no HTML fallback even if index.html is in the same ZIP".
@Suite struct HTMLFallbackTests {
    static let mixedFormatsMessage = "\"index.html\" is the fallback for SDKs without native in-apps (iOS before 7.2.0, Android before 6.10.0); from those releases native-config.json wins, and a native config the SDK rejects shows nothing, not the HTML"
    static let unusedBesideHTML = "the SDKs read only native-config.json and pushwoosh.json, media must be HTTPS URLs, and index.html does not refer to it"
    static let unusedNativeOnly = "the SDKs read only native-config.json and pushwoosh.json, and media must be HTTPS URLs"

    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// The files of `Tests/Fixtures/archives/served-native.zip`, in archive order.
    private static func servedFiles() throws -> [(String, [UInt8])] {
        let archive = try ZipArchive(path: ArchiveFixtures.path("served-native.zip"))
        return try archive.entries.filter { !$0.isDirectory }.map { ($0.name, try archive.read($0, limit: 1 << 20)) }
    }

    private func read(_ files: [(String, [UInt8])], limits: ArchiveLimits = .default) throws -> TemplateContents {
        TemplateReader.readArchive(bytes: try ArchiveFixtures.zip(files), limits: limits)
    }

    /// The `unused-file` findings as (entry, message).
    private func unused(_ contents: TemplateContents) -> [(String?, String)] {
        contents.diagnostics.filter { $0.rule == .unusedFile }.map { ($0.location.entry?.path, $0.message) }
    }

    private static func unused(_ name: String, _ reason: String) -> (String?, String) {
        (name, "\"\(name)\" is never read: \(reason)")
    }

    @Test func theServedZipLintsWithOnlyTheMixedFormatsInfo() throws {
        let contents = TemplateReader.readArchive(atPath: ArchiveFixtures.path("served-native.zip"))
        let finding = try #require(contents.diagnostics.first)
        #expect(contents.diagnostics.count == 1)
        #expect(finding.rule == .mixedFormats)
        #expect(finding.severity == .info)
        #expect(finding.message == Self.mixedFormatsMessage)
        #expect(finding.location.entry == "index.html")
        #expect(contents.nativeConfig != nil && contents.pushwoosh != nil)
        #expect(!contents.isHTMLTemplate)
        let report = TemplateLinter().lint(Template(contents, path: "served-native.zip", kind: .archive))
        #expect(report.diagnostics.map(\.rule) == [.mixedFormats])
    }

    @Test func withoutIndexHTMLThereIsNoMixedFormatsFinding() throws {
        let files = try Self.servedFiles().filter { $0.0 != "index.html" }
        let contents = try read(files)
        #expect(!contents.diagnostics.contains { $0.rule == .mixedFormats })
        // Nothing shows the HTML's files any more: each is unused, with the native-only reason.
        #expect(unused(contents).map(\.1) == files.map(\.0).filter { !$0.hasSuffix(".json") }.map { "\"\($0)\" is never read: \(Self.unusedNativeOnly)" })
    }

    @Test func aFileNothingReadsStaysUnusedBesideTheFallback() throws {
        let contents = try read(try Self.servedFiles() + [("img/old-banner.png", [1]), ("img/in-script.png", [1]), ("img/commented-out.png", [1]),
                                                          ("img/in-a-string.png", [1]), ("cdn.example.com/spring/ribbon.png", [1]), ("notes.txt", [1])])
        // A commented-out tag, a script's text, a CSS comment and a CSS string refer to nothing;
        // `//cdn.example.com/…` is an absolute URL, not a folder of the template.
        let expected = ["img/old-banner.png", "img/in-script.png", "img/commented-out.png", "img/in-a-string.png", "cdn.example.com/spring/ribbon.png", "notes.txt"]
        #expect(unused(contents).map(\.0) == expected)
        #expect(unused(contents).map(\.1) == expected.map { "\"\($0)\" is never read: \(Self.unusedBesideHTML)" })
        #expect(contents.diagnostics.map(\.rule) == [.mixedFormats] + Array(repeating: .unusedFile, count: 6))
        #expect(contents.diagnostics.map(\.severity) == [.info] + Array(repeating: .warning, count: 6))
    }

    @Test func referencesResolveAgainstTheFileThatHoldsThem() throws {
        let page = #"<link href="a/b/sheet.css"><img src="./a/../x.png?v=1#f"><img src="a/b/%79.png">"#
        let sheet = "i { background: url(../c.png) } j { background: url(\"../../d.png\") } k { background: url(../../../e.png) }"
        let contents = try read([
            ("native-config.json", ArchiveFixtures.modal), ("index.html", Array(page.utf8)), ("a/b/sheet.css", Array(sheet.utf8)),
            ("x.png", [1]), ("a/b/y.png", [1]), ("a/c.png", [1]), ("d.png", [1]), ("e.png", [1]), ("a/b/c.png", [1]),
        ])
        // `../../../e.png` climbs above the root; `a/b/c.png` is not `a/c.png`.
        #expect(unused(contents).map(\.0) == ["e.png", "a/b/c.png"])
    }

    @Test func styleSheetsAreFollowedToAnyDepthOnceEachAndWithABound() throws {
        // A cycle of imports ends: each sheet is read once.
        let cycle = try read([
            ("native-config.json", ArchiveFixtures.modal), ("index.html", Array(#"<link href="a.css">"#.utf8)),
            ("a.css", Array(#"@import "b.css"; i { background: url(a.png) }"#.utf8)),
            ("b.css", Array(#"@import url(a.css); j { background: url(b.png) }"#.utf8)), ("a.png", [1]), ("b.png", [1]),
        ])
        #expect(cycle.diagnostics.map(\.rule) == [.mixedFormats])
        // A chain longer than the bound: sheets past it are used, but their images are not followed.
        let count = HTMLFallback.maxStyleSheets + 2
        var files: [(String, [UInt8])] = [("native-config.json", ArchiveFixtures.modal), ("index.html", Array(#"<link href="s1.css">"#.utf8))]
        for index in 1...count {
            files.append(("s\(index).css", Array("@import 's\(index + 1).css'; i { background: url(i\(index).png) }".utf8)))
            files.append(("i\(index).png", [1]))
        }
        let chain = try read(files)
        #expect(unused(chain).map(\.0) == ["i\(count - 1).png", "s\(count).css", "i\(count).png"])
    }

    @Test func anIndexHTMLOverTheSizeLimitIsNotScanned() throws {
        var files = try Self.servedFiles()
        let page = try #require(files.first { $0.0 == "index.html" }).1
        let limits = ArchiveLimits(maxJSONEntrySize: UInt64(page.count - 1), maxTotalSize: 1 << 20, maxCompressionRatio: 200, ratioCheckMinimumSize: 1 << 16)
        files.removeAll { $0.0 == "native-config.json" }
        files.append(("native-config.json", ArchiveFixtures.modal))
        // Nothing tells the HTML's files from unused ones: all are reported, with the native-only reason.
        let contents = try read(files, limits: limits)
        #expect(contents.diagnostics.first?.rule == .mixedFormats)
        #expect(unused(contents).count == files.count - 3)
        #expect(unused(contents).allSatisfy { $0.1.hasSuffix(Self.unusedNativeOnly) })
    }

    @Test func aServedTemplateFolderReadsLikeTheZip() throws {
        let root = try scratch.makeFolder("served")
        for (name, bytes) in try Self.servedFiles() {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        let contents = TemplateReader.readFolder(atPath: root.path)
        #expect(contents.diagnostics.map(\.rule) == [.mixedFormats])
        #expect(contents.diagnostics.first?.message == Self.mixedFormatsMessage)
    }
}
