import Foundation
@testable import PWTemplateLSP
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The folder read as `lint` reads it: findings about other files of the template reach the
/// editor, on the file they name when it is text, on native-config.json otherwise.
@Suite(.timeLimit(.minutes(5))) struct FindingPlacementTests {
    typealias H = ServerHarness

    private static let config = """
        {
          "displayType": "modal",
          "modal": {
            "showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
            "title": { "text": "Sale", "color": "#1A1A1AFF" },
            "buttons": [{ "text": { "text": "Shop", "color": "#FFFFFFFF" }, "background": "#0A5FC2FF", "border": { "color": "#0A5FC2FF", "radius": 12 }, "action": { "type": "close" } }]
          }
        }

        """

    private func codes(_ diagnostics: [JSONNode]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"]?.stringValue }
    }

    @Test func aStrayTextFileGetsUnusedFileOnItselfAndGoesAwayWithIt() throws {
        let scratch = try ScratchFolder()
        let config = try scratch.write(Self.config, to: "promo/native-config.json")
        let notes = try scratch.write("draft copy\n", to: "promo/notes.txt")
        let removeNotes: @Sendable (Int) -> Void = { index in if index == 2 { try? FileManager.default.removeItem(atPath: notes) } }
        // The formatting request is answered after the open is linted: then the file goes.
        let format = H.request(1, "textDocument/formatting", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: config))"},"options":{"tabSize":2,"insertSpaces":true}}"#)
        let run = H.run([H.initialize(), H.open(config, Self.config) + format, H.change(config, Self.config, version: 2)], beforeChunk: removeNotes)
        let published = run.output.filter { $0.method == "textDocument/publishDiagnostics" && $0.params?["uri"]?.stringValue == DocumentURI.uri(ofPath: notes) }
        #expect(published.count == 2)
        #expect(codes(published.first?.params?["diagnostics"]?.elements) == ["unused-file"])
        #expect(published.first?.params?["version"] == nil)
        // Removed from disk: the next lint clears what was shown on it.
        #expect(published.last?.params?["diagnostics"]?.elements?.isEmpty == true)
        #expect(codes(H.lastDiagnostics(for: config, in: run.output)) == [])
    }

    @Test func aBinaryFileIsShownOnNativeConfig() throws {
        let scratch = try ScratchFolder()
        let config = try scratch.write(Self.config, to: "promo/native-config.json")
        let image = scratch.path + "/promo/hero.png"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).write(to: URL(fileURLWithPath: image))
        let run = H.run([H.initialize(), H.open(config, Self.config)])
        let diagnostics = H.lastDiagnostics(for: config, in: run.output)
        #expect(codes(diagnostics) == ["unused-file"])
        #expect(diagnostics?.first?["message"]?.stringValue?.contains("hero.png") == true)
        #expect(H.lastDiagnostics(for: image, in: run.output) == nil)
    }

    @Test func aBufferOfAFolderNotYetOnDiskIsLintedAlone() throws {
        let scratch = try ScratchFolder()
        let config = scratch.path + "/unsaved/native-config.json"
        let run = H.run([H.initialize(), H.open(config, Self.config.replacingOccurrences(of: ##""background": "#FFFFFFFF""##, with: #""background": "FFFFFF""#))])
        #expect(codes(H.lastDiagnostics(for: config, in: run.output)) == ["invalid-color"])
    }

    @Test func textFilesAreToldFromBinaryOnes() throws {
        let scratch = try ScratchFolder()
        let text = try scratch.write("é ok\n", to: "a.txt")
        let binary = scratch.path + "/b.bin"
        try Data([0x61, 0x00, 0x62]).write(to: URL(fileURLWithPath: binary))
        let invalid = scratch.path + "/c.txt"
        try Data([0xFF, 0xFE, 0x41]).write(to: URL(fileURLWithPath: invalid))
        #expect(FindingPlacement.isText(text))
        #expect(!FindingPlacement.isText(binary))
        #expect(!FindingPlacement.isText(invalid))
        #expect(!FindingPlacement.isText(scratch.path))
    }
}
