import Foundation
@testable import PWTemplateCLI
import PWTemplateSystem
import Testing

/// `preview --png` in-process with a stand-in browser (a shell script that writes the PNG
/// header `--screenshot=` asks for): the shots planned from the page's data island, the
/// browser's command line, the names, and what is refused. The real Chromium runs in
/// Tests/Integration/preview/test_png.py.
@Suite(.timeLimit(.minutes(5))) struct PreviewPNGTests {
    private static let modal = ##"""
        {"displayType": "modal", "modal": {"showClose": true, "background": "#FFFFFFFF",
         "title": {"text": "{{title|text|Spring sale}}", "color": "#111827FF"}, "buttons": [],
         "dark": {"background": "#000000FF"}}}
        """##
    private static let pushwoosh = ##"{"default_language": "en", "localization": {"en": {"title": "Sale"}, "de": {"title": "Angebot"}}}"##

    private let scratch: ScratchTemplates

    init() throws {
        scratch = try ScratchTemplates()
        try scratch.write(Self.modal, to: "promo/native-config.json")
        try scratch.write(Self.pushwoosh, to: "promo/pushwoosh.json")
    }

    /// A browser that logs its arguments and writes a PNG header of `width × height`.
    private func fakeBrowser(width: Int = 393, height: Int = 852) throws -> String {
        var header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { header += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        try Data(header).write(to: URL(fileURLWithPath: scratch.path + "/header.png"))
        try scratch.write("""
            #!/bin/sh
            echo "$@" >> '\(scratch.path)/browser.log'
            for a; do case $a in --screenshot=*) cp '\(scratch.path)/header.png' "${a#--screenshot=}";; esac; done
            """, to: "browser")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path + "/browser")
        return scratch.path + "/browser"
    }

    private func pngs(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/" + folder).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func aPNGPerLanguageAndAppearanceIsShotAtTheDeviceSize() throws {
        let run = scratch.run(["preview", "promo", "--offline", "--png", "--browser", try fakeBrowser(width: 393, height: 851),
                               "--device", "pixel-4a"])
        #expect(run.code == .success, "\(run.error)")
        #expect(try pngs(in: "preview") == [
            "promo.de.dark.png", "promo.de.light.png", "promo.en.dark.png", "promo.en.light.png",
            "promo.no-translation.dark.png", "promo.no-translation.light.png",
        ])
        let log = try String(contentsOfFile: scratch.path + "/browser.log", encoding: .utf8).split(separator: "\n")
        #expect(log.count == 6)
        let first = try #require(log.first)
        #expect(first.hasPrefix(ProcessContext.isRoot ? "--headless --no-sandbox --disable-gpu" : "--headless --disable-gpu"))
        #expect(first.contains("--window-size=393,851 --screenshot="))
        #expect(first.hasSuffix("/preview/promo.html#platform=android&look=material&device=pixel-4a&lang=en&appearance=light&chrome=0"))
        #expect(run.output.contains("Wrote preview/promo.no-translation.dark.png (393×851, #platform=android"))
    }

    @Test func aChosenLanguageAndAppearanceAreTheOnlyOnesShot() throws {
        let run = scratch.run(["preview", "promo", "--png", "--browser", try fakeBrowser(), "--language", "de", "--appearance", "dark"])
        #expect(run.code == .success, "\(run.error)")
        #expect(try pngs(in: "preview") == ["promo.de.dark.png"])
    }

    @Test func aScreenshotOfAnotherSizeFailsWithExit3() throws {
        let run = scratch.run(["preview", "promo", "--png", "--browser", try fakeBrowser(width: 800, height: 600)])
        #expect(run.code == .internalError)
        #expect(run.error.hasPrefix("error: cannot shoot 'preview/promo.en.light.png' with "))
        #expect(run.error.contains("the browser's screenshot is 800×600, not 393×852"))
        #expect(try pngs(in: "preview").isEmpty)
    }

    @Test func anExistingPNGIsNotReplacedWithoutForce() throws {
        let browser = try fakeBrowser()
        try scratch.write("mine", to: "preview/promo.de.light.png")
        let refused = scratch.run(["preview", "promo", "--png", "--browser", browser])
        #expect(refused.code == .usage)
        #expect(refused.error.hasPrefix("error: 'preview/promo.de.light.png' already exists; nothing was written\n"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/preview/promo.html"))
        #expect(scratch.run(["preview", "promo", "--png", "--browser", browser, "--force"]).code == .success)
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/preview/promo.de.light.png")).first == 0x89)
    }

    @Test func theBrowserOptionsNeedPNG() {
        let run = scratch.run(["preview", "promo", "--browser", "chromium"])
        #expect(run.code == .usage)
        #expect(run.error.contains("'--browser' works only with --png"))
        #expect(scratch.run(["preview", "promo", "--png", "--browser-timeout", "0"]).code == .usage)
    }

    @Test func namesAndURLsAreEncoded() {
        #expect(PreviewPNGShot.percentEncoded("pt-BR_x.~") == "pt-BR_x.~")
        #expect(PreviewPNGShot.percentEncoded("a b&c=#ü") == "a%20b%26c%3D%23%C3%BC")
        #expect(PreviewPNGShot.fileURL("/tmp/my site/a#b.html", fragment: "lang=-") == "file:///tmp/my%20site/a%23b.html#lang=-")
        #expect(PreviewPNGBrowser.pngSize(Array("not a png at all, not at all".utf8)) == nil)
    }
}
