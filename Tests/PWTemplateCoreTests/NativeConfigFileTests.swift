import Foundation
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// Reading a native config under another name (issue 12, "no silent pass").
///
/// SDK fact (sdk-behaviour.md §12; Android 6.10.0 A-core
/// `inapp/view/strategy/ResourceViewStrategyFactory.java`, iOS 7.2.0 I-core
/// `RichMedia/PWRichMediaManager.m`): the SDKs read only the root `native-config.json` and
/// `pushwoosh.json`; a file of another name stands for the first, alone.
@Suite struct NativeConfigFileTests {
    private func target(_ name: String, in folder: TemporaryFolder) -> LintTarget {
        LintTarget(source: .document, displayPath: name, fileSystemPath: folder.path + "/" + name, kind: "native")
    }

    @Test func itIsReadAsNativeConfigAloneAndNamedByItsPath() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"displayType":"modal"}"#, to: "build/promo.json")
        try folder.write(#"{"localization":{}}"#, to: "build/pushwoosh.json")
        let template = Template.read(target("build/promo.json", in: folder)) { [] }
        #expect(template.kind == .file)
        #expect(template.displayType == "modal")
        #expect(template.pushwoosh == nil)
        #expect(template.contents.diagnostics.isEmpty)
        #expect(template.displayPath(ofEntry: .nativeConfig) == "build/promo.json")
        #expect(template.displayPath(ofEntry: nil) == "build/promo.json")
    }

    @Test func discoveryReadsAndParsesItOnce() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(#"{"displayType":"modal"}"#, to: "promo.json")
        let found = try #require(try TemplateDiscovery(currentDirectory: folder.path, kinds: .standard).discover(["promo.json"]).targets.first)
        #expect(found.source == .document && found.kind == "native")
        #expect(found.parsedDocument?.root?["displayType"] != nil)
        // Gone from disk after discovery: reading the target uses what discovery read and parsed.
        try FileManager.default.removeItem(atPath: path)
        let template = Template.read(found) { [] }
        #expect(template.displayType == "modal")
        #expect(template.contents.diagnostics.isEmpty)
    }

    @Test func aFileGoneOrTooLargeIsReportedNotSkipped() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"displayType":"modal"}"#, to: "big.json")
        let tight = ArchiveLimits(maxJSONEntrySize: 4, maxTotalSize: 64, maxCompressionRatio: 200, ratioCheckMinimumSize: 64)
        let big = Template.read(target("big.json", in: folder), limits: tight) { [] }
        #expect(big.kind == .unreadable)
        #expect(big.contents.diagnostics.map(\.rule) == [.pathUnreadable])
        #expect(big.contents.diagnostics.map(\.message) == ["cannot read 'big.json': larger than 4 bytes"])
        let gone = Template.read(target("gone.json", in: folder)) { [] }
        #expect(gone.contents.diagnostics.map(\.message) == ["cannot read 'gone.json': No such file or directory"])
    }

    @Test func templateOpenTakesItToo() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"displayType":"banner"}"#, to: "promo.json")
        let template = try Template.open("promo.json", currentDirectory: folder.path) { [] }
        #expect(template.kind == .file)
        #expect(template.path == "promo.json")
        #expect(template.displayType == "banner")
    }
}
