import Foundation
import PWTemplateArchive
@testable import PWTemplateCLI
@testable import PWTemplateInbox
import PWTemplateLint
import PWTemplateNative
import Testing

/// `pwtemplate new` run in-process in a fresh folder: what it writes, what it prints, what it
/// refuses, and that every scaffold passes `pwtemplate lint`.
@Suite struct NewCommandTests {
    /// A fresh folder, removed with the test.
    private final class Scratch {
        let path = NSTemporaryDirectory() + "pwtemplate-new-" + UUID().uuidString

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    private let scratch = Scratch()
    private var folder: String { scratch.path }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    private func run(_ arguments: [String]) -> CLIRun {
        CLIRun(arguments, currentDirectory: folder)
    }

    /// Every path under the folder with its bytes: the whole observable state.
    private func snapshot() throws -> [String: Data] {
        var state: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        while let path = enumerator.nextObject() as? String {
            let full = folder + "/" + path
            let isFolder = try FileManager.default.attributesOfItem(atPath: full)[.type] as? FileAttributeType == .typeDirectory
            state[path] = isFolder ? Data() : try Data(contentsOf: URL(fileURLWithPath: full))
        }
        return state
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }

    private static let iOSOnly: Set<DisplayType> = [.video, .pip, .scratchcard, .spinwheel]

    private static let variants: [[String]] = [[], ["--minimal"], ["--languages", "en,de,fr"], ["--zip"]]

    /// Clean with no flags: an iOS-only type's override (written by `new`) is what keeps it
    /// clean, as `--no-config` shows.
    @Test(arguments: DisplayType.allCases, variants)
    func everyScaffoldLintsClean(_ type: DisplayType, _ options: [String]) throws {
        let created = run(["new", type.rawValue, "t"] + options)
        #expect(created.code == .success, "\(created.error)")
        let path = options.contains("--zip") ? "t.zip" : "t"
        #expect(run(["lint", "--strict", path]).output == "✔ 1 template checked, no problems\n")
        let defaults = run(["lint", "--strict", "--no-config", path])
        if Self.iOSOnly.contains(type) {
            #expect(defaults.code == .findings)
            #expect(defaults.output.contains("[platform-unsupported]"))
            #expect(defaults.output.hasSuffix("✖ 1 problem (0 errors, 1 warning) in 1 template\n"))
        } else {
            #expect(defaults.output == "✔ 1 template checked, no problems\n")
        }
    }

    @Test func theFolderIsNamedAfterTheTypeByDefault() throws {
        let result = run(["new", "modal"])
        #expect(result.code == .success)
        #expect(result.error.isEmpty)
        #expect(result.output == """
            Created modal/native-config.json

            Next, edit the example copy, images and links, then check the template:
              pwtemplate lint modal

            """)
        #expect(try snapshot().keys.sorted() == ["modal", "modal/native-config.json"])
    }

    @Test func languagesAreListedWithTheDefaultOne() throws {
        let result = run(["new", "sheet", "promo/", "--languages", "fr,en"])
        #expect(result.output == """
            Created promo/native-config.json
            Created promo/pushwoosh.json (fr, en; default language fr)

            Next, edit the example copy, images and links, then check the template:
              pwtemplate lint promo

            """)
        #expect(try text("promo/pushwoosh.json").contains("\"default_language\": \"fr\""))
    }

    @Test func anIOSOnlyTypeGetsAConfigurationThatLintsItForIOS() throws {
        let result = run(["new", "video", "--zip"])
        #expect(result.output == """
            Created video.zip (native-config.json)
            Created .pwtemplate.json: video.zip is linted for ios (Android renders video
            from 6.11.0 without documenting it: add android@6.11.0 to the targets if your
            apps have it).

            Next, check the template:
              pwtemplate lint video.zip

            """)
        #expect(try snapshot().keys.sorted() == [".pwtemplate.json", "video.zip"])
        #expect(try text(".pwtemplate.json") == """
            {
              "version": 1,
              "overrides": [
                {"files": ["video.zip"], "targets": ["ios"]}
              ]
            }

            """)
    }

    /// No Android release read parses pip (sdk-behaviour §15).
    @Test func aTypeNoAndroidReleaseRendersSaysSo() throws {
        let result = run(["new", "pip", "--zip"])
        #expect(result.output.hasPrefix("""
            Created pip.zip (native-config.json)
            Created .pwtemplate.json: pip.zip is linted for ios (iOS is the only platform
            that renders pip).

            """))
    }

    @Test func theSuggestedCommandQuotesAPathWithSpaces() throws {
        let result = run(["new", "banner", "spring promo", "--zip"])
        #expect(result.output.hasSuffix("  pwtemplate lint 'spring promo.zip'\n"))
        #expect(try snapshot().keys.sorted() == ["spring promo.zip"])
    }

    @Test func aFolderWithFilesIsRefusedAndLeftUntouched() throws {
        #expect(run(["new", "modal", "promo"]).code == .success)
        let before = try snapshot()
        let result = run(["new", "banner", "promo", "--languages", "en,de"])
        #expect(result.code == .usage)
        #expect(result.output.isEmpty)
        #expect(result.error == """
            error: 'promo' already exists and is not empty; nothing was written
              Pass --force to write over its template files, or choose another folder.

            """)
        #expect(try snapshot() == before)
    }

    @Test func anExistingArchiveIsRefusedAndLeftUntouched() throws {
        #expect(run(["new", "modal", "--zip"]).code == .success)
        let before = try snapshot()
        let result = run(["new", "banner", "modal.zip", "--zip"])
        #expect(result.code == .usage)
        #expect(result.error == """
            error: 'modal.zip' already exists; nothing was written
              Pass --force to replace it, or choose another name.

            """)
        #expect(try snapshot() == before)
    }

    @Test func aMissingParentFolderIsRefused() throws {
        let result = run(["new", "modal", "campaigns/spring"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: cannot create 'campaigns/spring': its parent folder does not exist; nothing was written\n"))
        #expect(try snapshot().isEmpty)
    }

    @Test func forceOverwritesAndRemovesAStalePushwooshJSON() throws {
        #expect(run(["new", "modal", "promo", "--languages", "en,de"]).code == .success)
        let result = run(["new", "banner", "promo", "--force"])
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("""
            Created promo/native-config.json
            Removed promo/pushwoosh.json (left by an earlier template; this one has no --languages)

            """))
        #expect(try snapshot().keys.sorted() == ["promo", "promo/native-config.json"])
        #expect(try text("promo/native-config.json").contains("\"displayType\": \"banner\""))

        #expect(run(["new", "modal", "--zip"]).code == .success)
        #expect(run(["new", "pip", "modal", "--zip", "--force"]).code == .success)
        let archive = try ZipArchive(path: folder + "/modal.zip")
        let config = try archive.read(try #require(archive.entries.first), limit: 1 << 20)
        #expect(String(decoding: config, as: UTF8.self).contains("\"displayType\": \"pip\""))
    }

    @Test func theSameScaffoldTwiceGivesIdenticalBytes() throws {
        for name in ["a", "b"] {
            #expect(run(["new", "spinwheel", name, "--languages", "en,de"]).code == .success)
            #expect(run(["new", "spinwheel", name, "--languages", "en,de", "--zip"]).code == .success)
        }
        let state = try snapshot()
        #expect(state["a/native-config.json"] == state["b/native-config.json"])
        #expect(state["a/pushwoosh.json"] == state["b/pushwoosh.json"])
        #expect(state["a.zip"] == state["b.zip"])
        #expect(state["a.zip"]?.isEmpty == false)
    }

    /// Both minimums of sdk-behaviour §15 (iOS 7.2.0 parses banner, documented from 7.2.1;
    /// Android 6.11.0 parses video, not in its docs; no Android release parses pip).
    @Test func listShowsEveryTypeWithItsReleases() throws {
        let result = run(["new", "--list"])
        #expect(result.code == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "TYPE         iOS                   Android                    DESCRIPTION")
        #expect(lines.contains("modal        7.2.0+                6.10.0+                    A centred card."))
        #expect(lines.contains("banner       7.2.0+ (docs 7.2.1+)  6.10.0+ (docs 6.10.1+)     A compact bar docked to the top or bottom edge."))
        #expect(lines.contains("video        7.2.0+                6.11.0+ (not in the docs)  Full-screen video with text and buttons on top."))
        #expect(lines.contains("pip          7.2.0+                no                         A floating picture-in-picture video window docked to a corner."))
        // The native table (header, rows, legend, usage), then the inbox kind's (a header, a row per card, its two-line legend, usage), then the In-App one.
        #expect(lines.count == 1 + DisplayType.allCases.count + 3 + 1 + 1 + InboxKind().scaffoldNames.count + 2 + 1 + 1 + 4 + 2 + 1)
        #expect(lines.contains("inapp-top       bar under the top safe area"))
        #expect(try snapshot().isEmpty)
    }

    @Test func listTakesNoType() {
        let result = run(["new", "--list", "modal"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: unexpected argument 'modal'\n"))
    }

    @Test func anUnknownTypeListsTheTypesAndSuggestsTheNearest() throws {
        let result = run(["new", "modl"])
        #expect(result.code == .usage)
        #expect(result.error == """
            error: 'modl' is not a valid scaffold; expected one of: banner, carousel, fullscreen, modal, pip, scratchcard, sheet, spinwheel, stories, video, inbox-banner, inbox-captioned, inbox-classic, inbox-carousel, inbox-video, inbox-wallet, inapp-top, inapp-center, inapp-bottom, inapp-full; did you mean 'modal'?
            Usage: pwtemplate new [<options>] [<scaffold>] [<dir>]
              See 'pwtemplate help new' for more information.

            """)
        #expect(try snapshot().isEmpty)
    }

    @Test func aTypeIsNeeded() {
        let result = run(["new"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: missing argument '<scaffold>'\n"))
    }

    @Test func aBadLanguageCodeIsAUsageErrorAndWritesNothing() throws {
        let result = run(["new", "modal", "--languages", "en,DE"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix(
            "error: 'DE' is not a language code devices report (an ISO 639 code such as en, de or pt-BR); did you mean 'de'?\n"))
        #expect(try snapshot().isEmpty)
    }

    @Test func optionsAreParsedIntoARequest() throws {
        let parsed = try CommandLineParser.parse(
            ["new", "stories", "out", "--minimal", "--zip", "--force", "--languages=en,de"], pathExists: { _ in false })
        #expect(parsed == .new(.create(NewTemplateOptions(
            request: ScaffoldRequest(displayType: .stories, isMinimal: true, languages: try ScaffoldLanguages(parsing: "en,de")),
            directory: "out", zip: true, force: true))))
    }

    @Test func theArchiveNameGetsZipOnce() {
        let request = ScaffoldRequest(displayType: .modal)
        #expect(NewTemplateOptions(request: request, directory: "promo", zip: true).displayPath == "promo.zip")
        #expect(NewTemplateOptions(request: request, directory: "promo.zip", zip: true).displayPath == "promo.zip")
        #expect(NewTemplateOptions(request: request, directory: "promo//").displayPath == "promo")
        #expect(NewTemplateOptions(request: request, directory: "/").displayPath == "/")
    }

    @Test func shellWords() {
        #expect(NewCommand.shellWord("promos/spring-2025.zip") == "promos/spring-2025.zip")
        #expect(NewCommand.shellWord("it's here") == "'it'\\''s here'")
        #expect(NewCommand.shellWord("-x") == "./-x")
    }
}
