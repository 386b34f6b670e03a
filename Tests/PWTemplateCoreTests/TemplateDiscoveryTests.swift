@testable import PWTemplateInApp
@testable import PWTemplateInbox
import PWTemplateKinds
@testable import PWTemplateLint
import Testing

@Suite struct TemplateDiscoveryTests {
    private func discover(_ paths: [String], in folder: TemporaryFolder) throws -> Discovery {
        try TemplateDiscovery(currentDirectory: folder.path, kinds: .standard).discover(paths)
    }

    private func summary(_ discovery: Discovery) -> [String] {
        discovery.targets.map { target in
            switch target.source {
            case .archive: "zip \(target.displayPath)"
            case .folder: "folder \(target.displayPath)"
            case .document: "document \(target.displayPath)"
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

    // SDK fact (§12; Android 6.10.0 A-core inapp/view/strategy/ResourceViewStrategyFactory.java,
    // iOS 7.2.0 I-core RichMedia/PWRichMediaManager.m): a device reads native-config.json
    // whatever a build script called the file before packing it; so a named .json whose root
    // object has displayType is that file, linted under its own name and without a pushwoosh.json.
    @Test func aNamedJSONFileWithDisplayTypeIsABareNativeConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"displayType":"modal"}"#, to: "build/promo.json")
        try folder.write(#"{"localization":{}}"#, to: "build/pushwoosh.json")
        try folder.write(#"{"displayType":7}"#, to: "UPPER.JSON")
        let discovery = try discover(["build/promo.json", "UPPER.JSON"], in: folder)
        #expect(summary(discovery) == ["document build/promo.json", "document UPPER.JSON"])
        #expect(discovery.targets.allSatisfy { $0.kind == "native" })
        #expect(discovery.targets.first?.fileSystemPath == folder.path + "/build/promo.json")
    }

    // A build script's promo.json cut short is linted (its syntax error reported with its
    // position, exit 1), not turned away as a file that is no template.
    @Test func aNamedJSONFileThatDoesNotParseIsLinted() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"displayType":"modal","modal":{"#, to: "promo.json")
        try folder.write("", to: "empty.json")
        #expect(summary(try discover(["promo.json", "empty.json"], in: folder)) == ["document promo.json", "document empty.json"])
    }

    @Test(arguments: [
        ("notes.txt", "# notes", nil),
        ("README.md", "# hi", nil),
        ("index.html", "<html>", nil),
        ("promo.txt", #"{"displayType":"modal"}"#, nil),
        ("data.json", #"{"title":"x"}"#, #"its root is not an object with "displayType""#),
        ("list.json", #"[{"displayType":"modal"}]"#, #"its root is not an object with "displayType""#),
        ("nested.json", #"{"a":{"displayType":"modal"}}"#, #"its root is not an object with "displayType""#),
        ("string.json", #""displayType""#, #"its root is not an object with "displayType""#),
    ] as [(String, String, String?)])
    func aNamedFileThatIsNoTemplateIsAnError(name: String, text: String, reason: String?) throws {
        let folder = try TemporaryFolder()
        try folder.write(text, to: name)
        try folder.write("zip", to: "a.zip")
        #expect(throws: DiscoveryError.notATemplate(name, reason: reason, accepted: KindRegistry.standard.acceptedPaths)) { try discover(["a.zip", name], in: folder) }
    }

    @Test func theErrorSaysWhatIsAccepted() {
        let accepted = KindRegistry.standard.acceptedPaths
        #expect(DiscoveryError.notATemplate("data.json", reason: #"its root is not an object with "displayType""#, accepted: accepted).description
            == #"'data.json' is not a template: its root is not an object with "displayType"; expected a .zip file, "#
            + "a template folder (with native-config.json), its native-config.json or pushwoosh.json, "
            + #"or a .json native config under another name (a root object with "displayType"); or "#
            + InboxKind().acceptedPaths + "; or " + InAppKind().acceptedPaths)
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
