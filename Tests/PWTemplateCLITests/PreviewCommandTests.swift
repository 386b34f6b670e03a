import Foundation
@testable import PWTemplateCLI
import Testing

/// `pwtemplate preview` run in-process: the pages it writes and where, the gallery, what it
/// refuses, and its exit codes.
@Suite struct PreviewCommandTests {
    private static let modal = ##"""
        {"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
         "title": {"text": "{{title|text|Spring sale}}", "color": "#111827FF"}, "buttons": []}}
        """##
    private static let pushwoosh = ##"{"default_language": "en", "localization": {"en": {"title": "Spring sale"}, "de": {"title": "Frühlingsangebot"}}}"##

    private let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write(Self.modal, to: "promo/native-config.json")
        try scratch.write(Self.pushwoosh, to: "promo/pushwoosh.json")
    }

    private func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + relativePath, encoding: .utf8)
    }

    private func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: scratch.path + "/" + relativePath)
    }

    @Test func oneTemplateGetsOnePageInThePreviewFolder() throws {
        let run = scratch.run(["preview", "promo", "--language", "de"])
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output == "Wrote preview/promo.html (promo)\nOpen preview/promo.html in a browser.\n")
        #expect(run.error == "")
        let page = try read("preview/promo.html")
        #expect(page.contains("\"text\": \"Frühlingsangebot\""))
        #expect(page.contains("\"lang\": \"de\",\n    \"appearance\": \"light\""))
        #expect(!exists("preview/index.html"), "one template named on its own has no gallery")
    }

    @Test func aPageIsNotReplacedWithoutForce() throws {
        #expect(scratch.run(["preview", "promo", "-o", "out"]).code == .success)
        try scratch.write("keep", to: "out/promo.html")
        let refused = scratch.run(["preview", "promo", "-o", "out", "--offline"])
        #expect(refused.code == .usage)
        #expect(refused.error == "error: 'out/promo.html' already exists; nothing was written\n"
            + "  Pass --force to replace the pages, or choose another folder with --output.\n")
        #expect(try read("out/promo.html") == "keep")
        let forced = scratch.run(["preview", "promo", "-o", "out", "--offline", "--force"])
        #expect(forced.code == .success)
        #expect(try read("out/promo.html").contains("\"offline\": true"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/out")
        #expect(leftovers == ["promo.html"], "no temporary file is left behind")
    }

    @Test func aFolderOfTemplatesGetsAGallery() throws {
        try scratch.write(Self.modal, to: "all/spring/native-config.json")
        try scratch.writeZip([(name: "native-config.json", text: Self.modal)], to: "all/autumn.zip")
        let run = scratch.run(["preview", "all"])
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.hasSuffix("Wrote preview/index.html (gallery)\nOpen preview/index.html in a browser.\n"))
        let index = try read("preview/index.html")
        #expect(index.contains(#"<a href="autumn.html">"#) && index.contains(#"<a href="spring.html">"#))
        #expect(try read("preview/spring.html").contains(#"<a href="index.html">All templates</a>"#))
        #expect(exists("preview/autumn.html"))
    }

    @Test func severalPathsGetAGalleryToo() throws {
        try scratch.write(Self.modal, to: "other/native-config.json")
        let run = scratch.run(["preview", "promo", "other", "-o", "site"])
        #expect(run.code == .success, "\(run.error)")
        #expect(exists("site/promo.html") && exists("site/other.html") && exists("site/index.html"))
    }

    @Test func anHTMLTemplateIsNamedAndTheOthersAreStillWritten() throws {
        try scratch.write("<html></html>", to: "rich/index.html")
        let run = scratch.run(["preview", "rich", "promo"])
        #expect(run.code == .findings)
        #expect(run.error == "error: 'rich' is an HTML rich-media template (index.html, no native-config.json); 'preview' draws native templates only\n")
        #expect(exists("preview/promo.html") && !exists("preview/rich.html"))
        let alone = scratch.run(["preview", "rich", "-o", "alone"])
        #expect(alone.code == .findings)
        #expect(!exists("alone"), "nothing to write, no folder made")
    }

    @Test func aMissingPathIsAUsageError() {
        let run = scratch.run(["preview", "nowhere"])
        #expect(run.code == .usage)
        #expect(run.error.contains("nowhere"))
        #expect(!exists("preview"))
    }

    @Test func anOutputThatIsAFileIsRefused() throws {
        try scratch.write("x", to: "taken")
        let run = scratch.run(["preview", "promo", "-o", "taken"])
        #expect(run.code == .usage)
        #expect(run.error.hasPrefix("error: 'taken' exists and is not a folder; nothing was written\n"))
    }

    @Test func aDeviceOfTheOtherPlatformConflicts() {
        let run = scratch.run(["preview", "promo", "--platform", "ios", "--device", "pixel-4a"])
        #expect(run.code == .usage)
        #expect(run.error.contains("--device pixel-4a"))
        #expect(scratch.run(["preview", "promo", "--device", "galaxy-s"]).code == .usage)
    }

    @Test func aLanguageWithoutASectionOpensOnTheDefaultWithANote() throws {
        let run = scratch.run(["preview", "promo", "--language", "fr", "--target", "android"])
        #expect(run.code == .success)
        #expect(run.error == "note: promo: no 'fr' section in pushwoosh.json; the page opens on 'en'\n")
        let page = try read("preview/promo.html")
        #expect(page.contains("\"platforms\": [\n    \"android\"\n  ]"))
    }

    @Test func brokenJSONIsStillDrawnWithItsFindings() throws {
        try scratch.write(#"{"displayType": "modal", "modal": {"#, to: "half/native-config.json")
        let run = scratch.run(["preview", "half"])
        #expect(run.code == .success, "\(run.error)")
        let page = try read("preview/half.html")
        #expect(page.contains("\"block\": null") && page.contains("\"severity\": \"error\""))
    }
}

/// `preview` reads `.pwtemplate.json` as `lint` does.
@Suite struct PreviewConfigurationTests {
    @Test func theConfigurationsTargetsAndExclusionsApply() throws {
        let scratch = try ScratchTemplates()
        let modal = ##"{"displayType": "modal", "modal": {"title": {"text": "Hi"}}}"##
        try scratch.write(modal, to: "promo/native-config.json")
        try scratch.write(modal, to: "drafts/old/native-config.json")
        try scratch.write(#"{"targets": ["android"], "exclude": ["drafts/**"]}"#, to: ".pwtemplate.json")
        let run = scratch.run(["preview", ".", "-o", "out"])
        #expect(run.code == .success, "\(run.error)")
        #expect(run.error == "")
        let page = try String(contentsOfFile: scratch.path + "/out/promo.html", encoding: .utf8)
        #expect(page.contains("\"platforms\": [\n    \"android\"\n  ]"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/out/old.html"))
        let named = scratch.run(["preview", "drafts/old", "promo", "-o", "named"])
        #expect(named.error == "note: skipped 'drafts/old': excluded by 'drafts/**' in .pwtemplate.json\n")
        let ignored = scratch.run(["preview", "promo", "--no-config", "-o", "all"])
        let all = try String(contentsOfFile: scratch.path + "/all/promo.html", encoding: .utf8)
        #expect(ignored.code == .success && all.contains("\"platforms\": [\n    \"ios\",\n    \"android\"\n  ]"))
    }
}
