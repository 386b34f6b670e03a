import Foundation
@testable import PWTemplateLSP
import PWTemplateSyntax
import Testing

/// The store as the server uses it: open buffers over disk, the sibling re-linted, the
/// configuration applied and checked.
@Suite(.timeLimit(.minutes(5))) struct DocumentStoreTests {
    typealias H = ServerHarness

    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/mistakes/translation-breaks-color").path

    private static func example(_ name: String) throws -> String {
        try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
    }

    /// Examples/mistakes/translation-breaks-color in a scratch folder: the folder (keep it
    /// alive), and the paths of its native-config.json and pushwoosh.json.
    private static func breaksColor() throws -> (ScratchFolder, String, String) {
        let scratch = try ScratchFolder()
        let config = try scratch.write(example("native-config.json"), to: "promo/native-config.json")
        return (scratch, config, try scratch.write(example("pushwoosh.json"), to: "promo/pushwoosh.json"))
    }

    /// pushwoosh.json with the "de" colour fixed.
    private static func fixedPushwoosh(_ text: String) -> String {
        text.replacingOccurrences(of: #""cardColor": "FFF8E1""#, with: ##""cardColor": "#FFF8E1""##)
    }

    private func codes(_ diagnostics: [JSONNodeLike]?) -> [String] {
        (diagnostics ?? []).compactMap { $0["code"]?.stringValue }
    }

    @Test func aChangeOfPushwooshJSONReLintsTheOpenNativeConfig() throws {
        let (scratch, config, pushwooshPath) = try Self.breaksColor()
        let pushwoosh = try Self.example("pushwoosh.json")
        let fixed = Self.fixedPushwoosh(pushwoosh)
        defer { withExtendedLifetime(scratch) {} }
        let run = H.run([H.initialize(), H.open(config, try Self.example("native-config.json"))])
        let first = H.lastDiagnostics(for: config, in: run.output)
        #expect(codes(first) == ["invalid-color"])
        #expect(first?.first?["message"]?.stringValue?.hasPrefix("[de] ") == true)

        // The unsaved pushwoosh.json buffer wins over the file on disk.
        let changed = H.run([H.initialize(), H.open(config, try Self.example("native-config.json")), H.open(pushwooshPath, pushwoosh), H.change(pushwooshPath, fixed, version: 2)])
        #expect(codes(H.lastDiagnostics(for: config, in: changed.output)) == [])
        let published = changed.output.filter { $0.method == "textDocument/publishDiagnostics" }.compactMap { $0.params?["uri"]?.stringValue }
        #expect(published.filter { $0.hasSuffix("native-config.json") }.count == 3)
    }

    @Test func closingTheBufferFallsBackToTheFileOnDisk() throws {
        let (scratch, config, pushwooshPath) = try Self.breaksColor()
        let pushwoosh = try Self.example("pushwoosh.json")
        let fixed = Self.fixedPushwoosh(pushwoosh)
        defer { withExtendedLifetime(scratch) {} }
        let close = H.notification("textDocument/didClose", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: pushwooshPath))"}}"#)
        let run = H.run([H.initialize(), H.open(config, try Self.example("native-config.json")), H.open(pushwooshPath, fixed), close])
        #expect(codes(H.lastDiagnostics(for: config, in: run.output)) == ["invalid-color"])
        #expect(H.lastDiagnostics(for: pushwooshPath, in: run.output)?.isEmpty == true)
    }

    @Test func theNearestConfigurationAppliesAndAnOpenBufferOfItWins() throws {
        let scratch = try ScratchFolder()
        try scratch.write(#"{ "rules": { "invalid-color": "off" } }"#, to: ".pwtemplate.json")
        let config = try scratch.write(Self.example("native-config.json"), to: "promo/native-config.json")
        try scratch.write(Self.example("pushwoosh.json"), to: "promo/pushwoosh.json")
        let off = H.run([H.initialize(), H.open(config, try Self.example("native-config.json"))])
        #expect(codes(H.lastDiagnostics(for: config, in: off.output)) == [])

        let settings = scratch.path + "/.pwtemplate.json"
        let warning = #"{ "rules": { "invalid-color": "warning" } }"#
        let on = H.run([H.initialize(), H.open(config, try Self.example("native-config.json")), H.open(settings, warning)])
        let diagnostics = H.lastDiagnostics(for: config, in: on.output)
        #expect(codes(diagnostics) == ["invalid-color"])
        #expect(diagnostics?.first?["severity"]?.intValue == 2)
        // Its own diagnostics are its notes: findings split off from invalid-color.
        let notes = H.lastDiagnostics(for: settings, in: on.output) ?? []
        #expect(!notes.isEmpty)
        #expect(notes.allSatisfy { $0["severity"]?.intValue == 3 && $0["message"]?.stringValue?.contains("invalid-color") == true })
    }

    @Test func anInvalidConfigurationIsShownOnItselfAndTheDefaultsApply() throws {
        let scratch = try ScratchFolder()
        let config = try scratch.write(Self.example("native-config.json"), to: "promo/native-config.json")
        try scratch.write(Self.example("pushwoosh.json"), to: "promo/pushwoosh.json")
        let settings = scratch.path + "/.pwtemplate.json"
        let run = H.run([H.initialize(), H.open(config, try Self.example("native-config.json")), H.open(settings, "{\n  \"rule\": {}\n}")])
        let own = H.lastDiagnostics(for: settings, in: run.output)
        #expect(own?.count == 1)
        #expect(own?.first?["message"]?.stringValue?.contains("did you mean 'rules'?") == true)
        #expect(own?.first?.at("range", "start", "line")?.intValue == 1)
        #expect(codes(H.lastDiagnostics(for: config, in: run.output)) == ["configuration", "invalid-color"])
    }

    @Test func otherJSONFilesAreLeftAlone() throws {
        let scratch = try ScratchFolder()
        let other = try scratch.write("{ broken", to: "package.json")
        let format = H.request(1, "textDocument/formatting", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: other))"},"options":{"tabSize":2,"insertSpaces":true}}"#)
        let run = H.run([H.initialize(), H.open(other, "{ broken"), format])
        #expect(!run.output.contains { $0.method == "textDocument/publishDiagnostics" })
        #expect(run.output.last?.result?.elements?.isEmpty == true)
    }

    @Test func incrementalChangesApplyInTheNegotiatedEncoding() throws {
        let scratch = try ScratchFolder()
        let text = "{\n  \"displayType\": \"modal\", \"x\": \"😀\", \"modal\": { \"background\": \"FFFFFF\" }\n}\n"
        let path = try scratch.write(text, to: "t/native-config.json")
        // Insert "#" before FFFFFF: UTF-16 counts 😀 as two units.
        let column = "  \"displayType\": \"modal\", \"x\": \"😀\", \"modal\": { \"background\": \"".utf16.count
        let change = H.notification("textDocument/didChange", ##"{"textDocument":{"uri":"\##(DocumentURI.uri(ofPath: path))","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":\##(column)},"end":{"line":1,"character":\##(column)}},"text":"#"}]}"##)
        let format = H.request(1, "textDocument/formatting", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: path))"},"options":{"tabSize":2,"insertSpaces":true}}"#)
        let run = H.run([H.initialize(), H.open(path, text), change, format])
        let edit = run.output.last?.result?.elements?.first?["newText"]?.stringValue
        #expect(edit?.contains(##""background": "#FFFFFF""##) == true)
        #expect(!codes(H.lastDiagnostics(for: path, in: run.output)).contains("invalid-color"))
    }
}

typealias JSONNodeLike = PWTemplateSyntax.JSONNode

/// A change of `.pwtemplate.json` on disk, reported by the client's file watcher.
@Suite(.timeLimit(.minutes(5))) struct WatchedFilesTests {
    typealias H = ServerHarness

    @Test func aWatchedConfigurationChangeReLintsTheOpenTemplates() throws {
        let scratch = try ScratchFolder()
        let text = "{\n  \"displayType\": \"modal\",\n  \"modal\": { \"background\": \"FFFFFF\", \"title\": { \"text\": \"Hi\" }, \"showClose\": true }\n}\n"
        let config = try scratch.write(text, to: "promo/native-config.json")
        let settings = scratch.path + "/.pwtemplate.json"
        let watched = H.notification("workspace/didChangeWatchedFiles", #"{"changes":[{"uri":"\#(DocumentURI.uri(ofPath: settings))","type":1}]}"#)
        // The file is written between the two reads: after didOpen is handled, before the event.
        let written = H.request(1, "textDocument/formatting", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: config))"}}"#)
        let run = H.run([H.initialize(), H.open(config, text) + written, watched], beforeChunk: { index in
            if index == 2 { _ = try? scratch.write(#"{ "rules": { "invalid-color": "off" } }"#, to: ".pwtemplate.json") }
        })
        let published = run.output.filter { $0.method == "textDocument/publishDiagnostics" }.map { $0.params?["diagnostics"]?.elements ?? [] }
        #expect(published.count == 2)
        #expect(published.first?.contains { $0["code"]?.stringValue == "invalid-color" } == true)
        #expect(published.last?.contains { $0["code"]?.stringValue == "invalid-color" } == false)
    }
}
