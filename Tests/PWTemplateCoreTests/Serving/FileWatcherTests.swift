import Foundation
import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateServing
import Testing

/// Both watchers see a template file written, created in a new folder, renamed over and deleted,
/// and ignore other files. Waits are bounded: a change is expected within 10 s.
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
        #expect(watcher.waitForChange(timeoutMilliseconds: Self.patience))
    }

    @Test(arguments: WatchMode.allCases)
    func otherFilesAreNoChange(mode: WatchMode) throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("promo")
        let watcher = try watcher(folder, mode)
        defer { watcher.close() }
        try folder.write("notes", to: "promo/notes.txt")
        try folder.write("x", to: ".git/index.zip")
        #expect(!watcher.waitForChange(timeoutMilliseconds: 400))
        try folder.write("PK", to: "promo/offer.ZIP")
        #expect(watcher.waitForChange(timeoutMilliseconds: Self.patience))
    }

    @Test(arguments: WatchMode.allCases)
    func aNewFolderAndTheFilesLaterWrittenInItAreChanges(mode: WatchMode) throws {
        let folder = try TemporaryFolder()
        let watcher = try watcher(folder, mode)
        defer { watcher.close() }
        try folder.makeFolder("new/deeper")
        #expect(watcher.waitForChange(timeoutMilliseconds: Self.patience))
        while watcher.waitForChange(timeoutMilliseconds: 300) {}
        try folder.write("{}", to: "new/deeper/pushwoosh.json")
        #expect(watcher.waitForChange(timeoutMilliseconds: Self.patience))
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
        #expect(watcher.waitForChange(timeoutMilliseconds: Self.patience))
        while watcher.waitForChange(timeoutMilliseconds: 300) {}
        try FileManager.default.removeItem(atPath: target)
        #expect(watcher.waitForChange(timeoutMilliseconds: Self.patience))
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
