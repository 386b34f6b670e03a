import Foundation
import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateServing
import Testing

/// Both watchers see a template file written, created in a new folder, renamed over and deleted,
/// say which paths changed, and ignore other files. Waits are bounded: a change is expected
/// within 10 s.
@Suite(.timeLimit(.minutes(5))) struct FileWatcherTests {
    private static let patience: Int32 = 10_000

    private func watcher(_ folder: TemporaryFolder, _ mode: WatchMode, recursive: Bool = true) throws -> any FileWatcher {
        try FileWatchers.make(roots: [WatchRoot(path: folder.path, recursive: recursive)], mode: mode,
                              isRelevant: KindRegistry.standard.feedsDocuments(fileNamed:))
    }

    @Test(arguments: WatchMode.allCases)
    func aWrittenTemplateFileIsAChange(mode: WatchMode) throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "promo/native-config.json")
        let watcher = try watcher(folder, mode)
        defer { watcher.close() }
        try folder.write(#"{"displayType": "modal"}"#, to: "promo/native-config.json")
        #expect(watcher.waitForChanges(timeoutMilliseconds: Self.patience)?.paths == [folder.path + "/promo/native-config.json"])
    }

    @Test(arguments: WatchMode.allCases)
    func otherFilesAreNoChange(mode: WatchMode) throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("promo")
        let watcher = try watcher(folder, mode)
        defer { watcher.close() }
        try folder.write("notes", to: "promo/notes.txt")
        try folder.write("x", to: ".git/index.zip")
        #expect(watcher.waitForChanges(timeoutMilliseconds: 400) == nil)
        try folder.write("PK", to: "promo/offer.ZIP")
        #expect(watcher.waitForChanges(timeoutMilliseconds: Self.patience)?.paths == [folder.path + "/promo/offer.ZIP"])
    }

    @Test(arguments: WatchMode.allCases)
    func aNewFolderAndTheFilesLaterWrittenInItAreChanges(mode: WatchMode) throws {
        let folder = try TemporaryFolder()
        let watcher = try watcher(folder, mode)
        defer { watcher.close() }
        try folder.makeFolder("new/deeper")
        var seen = try #require(watcher.waitForChanges(timeoutMilliseconds: Self.patience))
        while let more = watcher.waitForChanges(timeoutMilliseconds: 300) { seen.formUnion(more) }
        #expect(seen.paths.contains(folder.path + "/new"), "\(seen.paths)")
        try folder.write("{}", to: "new/deeper/pushwoosh.json")
        #expect(watcher.waitForChanges(timeoutMilliseconds: Self.patience)?.paths == [folder.path + "/new/deeper/pushwoosh.json"])
    }

    @Test(arguments: WatchMode.allCases)
    func renamingOverAndDeletingAreChanges(mode: WatchMode) throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("{}", to: "native-config.json")
        let watcher = try watcher(folder, mode, recursive: false)
        defer { watcher.close() }
        // An editor's save: write a temporary file, rename it over the template file.
        let temporary = try folder.write(#"{"a": 1}"#, to: ".native-config.json.swp")
        #expect(rename(temporary, target) == 0)
        var saved = try #require(watcher.waitForChanges(timeoutMilliseconds: Self.patience))
        while let more = watcher.waitForChanges(timeoutMilliseconds: 300) { saved.formUnion(more) }
        #expect(saved.paths == [target], "the temporary file is not relevant")
        try FileManager.default.removeItem(atPath: target)
        #expect(watcher.waitForChanges(timeoutMilliseconds: Self.patience)?.paths == [target])
    }

    @Test func aFolderArgumentIsWatchedDeeplyAndAFileArgumentByItsFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("PK", to: "zips/a.zip")
        #expect(SiteRebuilder.watchRoots(for: [folder.path, folder.path + "/zips/a.zip", "a.zip"]) == [
            WatchRoot(path: folder.path, recursive: true),
            WatchRoot(path: folder.path + "/zips", recursive: false),
            WatchRoot(path: ".", recursive: false),
        ])
        #expect(KindRegistry.standard.feedsDocuments(fileNamed: ".pwtemplate.json"))
        #expect(!KindRegistry.standard.feedsDocuments(fileNamed: "native-config.json~"))
        #expect(KindRegistry.standard.feedsDocuments(fileNamed: "a.ZIP"))
    }
}
