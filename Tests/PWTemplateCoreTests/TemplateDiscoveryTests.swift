import Testing
@testable import PWTemplateCore

@Suite struct TemplateDiscoveryTests {
    private func discover(_ paths: [String], in folder: TemporaryFolder) throws -> Discovery {
        try TemplateDiscovery(currentDirectory: folder.path).discover(paths)
    }

    private func summary(_ discovery: Discovery) -> [String] {
        discovery.targets.map { target in
            switch target.source {
            case .archive: "zip \(target.displayPath)"
            case .folder: "folder \(target.displayPath)"
            case .standardInput: "stdin"
            case .unreadable: "unreadable \(target.displayPath)"
            }
        }
    }

    @Test func scansFoldersRecursivelyForArchivesAndTemplateFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("zip", to: "campaigns/spring.zip")
        try folder.write("zip", to: "campaigns/nested/SUMMER.ZIP")
        try folder.write("{}", to: "campaigns/autumn/native-config.json")
        try folder.write("{}", to: "campaigns/autumn/inner.zip")  // inside a template folder: not scanned
        try folder.write("<html>", to: "campaigns/legacy/index.html")
        try folder.write("notes", to: "campaigns/readme.md")
        let discovery = try discover(["campaigns"], in: folder)
        #expect(summary(discovery) == [
            "folder campaigns/autumn", "folder campaigns/legacy", "zip campaigns/nested/SUMMER.ZIP", "zip campaigns/spring.zip",
        ])
        #expect(discovery.emptyFolders.isEmpty)
    }

    @Test func skipsHiddenBuildAndNodeModulesFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("zip", to: ".git/a.zip")
        try folder.write("zip", to: ".build/b.zip")
        try folder.write("zip", to: "node_modules/c.zip")
        try folder.write("zip", to: "d.zip")
        #expect(summary(try discover([], in: folder)) == ["zip d.zip"])
    }

    @Test func noPathMeansTheCurrentFolderWithoutDotPrefix() throws {
        let folder = try TemporaryFolder()
        try folder.write("zip", to: "promo.zip")
        let discovery = try discover([], in: folder)
        #expect(discovery.targets.map(\.displayPath) == ["promo.zip"])
        #expect(discovery.targets.first?.fileSystemPath == folder.path + "/promo.zip")
    }

    @Test func jsonFilesNameTheirFolderOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "promo/native-config.json")
        try folder.write("{}", to: "promo/pushwoosh.json")
        let discovery = try discover(["promo/native-config.json", "promo/pushwoosh.json"], in: folder)
        #expect(summary(discovery) == ["folder promo"])
    }

    @Test func aJSONFileInTheCurrentFolderNamesDot() throws {
        let folder = try TemporaryFolder()
        try folder.write("{}", to: "native-config.json")
        #expect(summary(try discover(["native-config.json"], in: folder)) == ["folder ."])
    }

    @Test func explicitNonTemplateFilesAreSkippedNotFatal() throws {
        let folder = try TemporaryFolder()
        try folder.write("# hi", to: "README.md")
        let discovery = try discover(["README.md"], in: folder)
        #expect(discovery.targets.isEmpty)
        #expect(discovery.skippedPaths == ["README.md"])
    }

    @Test func aMissingPathIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: DiscoveryError.pathNotFound("nope.zip")) { try discover(["nope.zip"], in: folder) }
    }

    @Test func standardInputOnlyOnce() throws {
        let folder = try TemporaryFolder()
        #expect(summary(try discover(["-"], in: folder)) == ["stdin"])
        #expect(throws: DiscoveryError.standardInputTwice) { try discover(["-", "-"], in: folder) }
    }

    @Test func aFolderNamedLikeAZipIsScannedNotOpened() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder("x.zip")
        let discovery = try discover(["x.zip"], in: folder)
        #expect(discovery.targets.isEmpty)
        #expect(discovery.emptyFolders == ["x.zip"])
    }

    @Test func symlinkedFoldersAreNotFollowedAndLoopsAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("zip", to: "real/a.zip")
        try folder.makeFolder("scan")
        try folder.link("scan/back", to: folder.path + "/scan")  // a folder link to itself
        try folder.link("scan/alias", to: folder.path + "/real")
        try folder.link("scan/loop.zip", to: folder.path + "/scan/loop.zip")  // a link loop
        try folder.link("scan/b.zip", to: folder.path + "/real/a.zip")
        let discovery = try discover(["scan"], in: folder)
        #expect(summary(discovery) == ["zip scan/b.zip", "unreadable scan/loop.zip"])
        if case .unreadable(let reason) = discovery.targets.last?.source {
            #expect(reason.lowercased().contains("symbolic links"))
        } else {
            Issue.record("expected the loop to be reported")
        }
    }

    @Test func theSameTemplateGivenTwiceIsLintedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("zip", to: "a/promo.zip")
        #expect(summary(try discover(["a/promo.zip", "a", "./a/promo.zip"], in: folder)) == ["zip a/promo.zip"])
    }

    @Test func templatesReachedThroughALinkOrDotsAreLintedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("zip", to: "real/a.zip")
        try folder.write("zip", to: "real/sub/b.zip")
        try folder.write("{}", to: "real/sub/tpl/native-config.json")
        try folder.link("alias", to: folder.path + "/real")
        #expect(summary(try discover(["alias", "real"], in: folder)) == ["zip alias/a.zip", "zip alias/sub/b.zip", "folder alias/sub/tpl"])
        #expect(summary(try discover(["real/sub/b.zip", "alias/sub/tpl", "alias/../real"], in: folder)) == [
            "zip real/sub/b.zip", "folder alias/sub/tpl", "zip alias/../real/a.zip",
        ])
        #expect(summary(try discover(["alias/sub/", "real/sub"], in: folder)) == ["zip alias/sub/b.zip", "folder alias/sub/tpl"])
    }
}
