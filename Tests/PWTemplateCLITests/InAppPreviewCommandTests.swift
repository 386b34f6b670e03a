import Foundation
import PWTemplateLint
import Testing

/// `pwtemplate preview` of In-App files, run in-process: a page per file drawn by the `inapp`
/// renderer, listed in the gallery beside the templates of a folder scan.
@Suite struct InAppPreviewCommandTests {
    @Test func aFolderScanListsInAppMessagesBesideTemplates() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"displayType": "modal", "modal": {"showClose": true, "title": {"text": "Hi"}, "buttons": []}}"#,
                          to: "campaign/welcome/native-config.json")
        try scratch.write(InAppCommandsTests.message, to: "campaign/offers/top.inapp.json")
        let run = CLIRun(["preview", "--offline", "-o", "out", "campaign"], currentDirectory: scratch.path)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.contains("Wrote out/top.inapp.html (campaign/offers/top.inapp.json)"))
        let index = try String(contentsOfFile: scratch.path + "/out/index.html", encoding: .utf8)
        #expect(index.contains(#"<a href="top.inapp.html">"#) && index.contains(#"<a href="welcome.html">"#))
        #expect(index.contains(#"<span class="pw-card-type">inapp</span>"#) && index.contains(#"<span class="pw-card-type">modal</span>"#))
        let page = try String(contentsOfFile: scratch.path + "/out/top.inapp.html", encoding: .utf8)
        #expect(page.contains(#""displayType": "inapp""#) && page.contains("PW.renderers.inapp = (ctx) =>"))
        #expect(page.contains(#""format": "top""#) && page.contains(#"<a href="index.html">All templates</a>"#))
    }

    @Test func aLanguageOrDarkIsANoteAndTheMessageStillDraws() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(InAppCommandsTests.message, to: "top.inapp.json")
        let run = CLIRun(["preview", "--language", "de", "--appearance", "dark", "top.inapp.json"], currentDirectory: scratch.path)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.error.contains("no 'de' translation (an In-App message has one text per field)"))
        #expect(run.error.contains("dark mode shows the light colours"))
    }
}
