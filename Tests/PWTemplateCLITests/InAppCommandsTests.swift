import Foundation
import PWTemplateLint
import Testing

/// The In-App kind through the standard registry: discovery by name and by content, `lint`
/// reports with pointers, `--fix`, `resolve`, `new inapp-<layout>`, `schema inapp`, and bad input.
@Suite struct InAppCommandsTests {
    static let message = #"{"id": "00000000-0000-4000-8000-0000000000a1", "format": "top", "title": "Hi", "trigger": {"type": "session_start"}}"#

    @Test func folderScanPicksInAppFiles() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.message, to: "messages/ok.inapp.json")
        try scratch.write(Self.message.replacing(#""top""#, with: #""banner""#), to: "messages/odd.inapp.json")
        try scratch.write(#"{"unrelated": true}"#, to: "messages/other.json")
        let run = CLIRun(["lint", "--format", "json", "messages"], currentDirectory: scratch.path)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output.contains("messages/odd.inapp.json") && run.output.contains("messages/ok.inapp.json"))
        #expect(run.output.contains(#""rule": "inapp-unknown-format""#) && run.output.contains(#""pointer": "/format""#))
        #expect(!run.output.contains("other.json"))
    }

    @Test func explicitJSONIsRecognisedByContent() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"messages": [\#(Self.message), {"format": "center", "trigger": {"type": "event"}}]}"#, to: "response.json")
        let run = CLIRun(["lint", "response.json"], currentDirectory: scratch.path)
        #expect(run.code == .findings)
        #expect(run.output.contains("inapp-trigger") && run.output.contains("inapp-id-not-uuid"))
    }

    @Test func fixWritesTheSafeFixes() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.message.replacing(#""title": "Hi""#, with: ##""title": "Hi", "dismiss_after_seconds": "8", "style": {"text_color": "#abcdef"}"##), to: "m.inapp.json")
        let fix = CLIRun(["lint", "--fix", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(fix.code == .success, "\(fix.output)\(fix.error)")
        let fixed = try String(contentsOfFile: scratch.path + "/m.inapp.json", encoding: .utf8)
        #expect(fixed.contains(#""dismiss_after_seconds": 8"#) && fixed.contains(##""text_color": "#ABCDEF""##))
    }

    @Test func resolvePrintsTheMessagesAsRendered() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.message, to: "m.inapp.json")
        let json = CLIRun(["resolve", "--format", "json", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(json.code == .success, "\(json.error)")
        #expect(json.output.hasPrefix("{\n  \"messages\": [\n") && json.output.contains(#""margin": true"#))
        let text = CLIRun(["resolve", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(text.output.hasPrefix("Message 1 (00000000-0000-4000-8000-0000000000a1): top\n"))
    }

    @Test(arguments: ["inapp-top", "inapp-center", "inapp-bottom", "inapp-full"])
    func newWritesAMessageThatLintsClean(_ name: String) throws {
        let scratch = try ScratchTemplates()
        let new = CLIRun(["new", name, "promo"], currentDirectory: scratch.path)
        #expect(new.code == .success, "\(new.error)")
        #expect(new.output.hasPrefix("Created promo.inapp.json\n"))
        let lint = CLIRun(["lint", "--strict", "promo.inapp.json"], currentDirectory: scratch.path)
        #expect(lint.code == .success, "\(lint.output)")
    }

    @Test func schemaInapp() {
        let run = CLIRun(["schema", "inapp"])
        #expect(run.code == .success)
        #expect(run.output.contains("Pushwoosh In-App API message"))
    }

    @Test func aFiftyMegabyteFileIsAFindingNotACrash() throws {
        let scratch = try ScratchTemplates()
        let path = scratch.path + "/big.inapp.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(count: 50 << 20))
        let run = CLIRun(["lint", "big.inapp.json"], currentDirectory: scratch.path)
        #expect(run.code == .findings)
        #expect(run.output.contains("path-unreadable"), "\(run.output)")
    }

    @Test func notJSONIsAFinding() throws {
        let scratch = try ScratchTemplates()
        try scratch.write("<html>", to: "m.inapp.json")
        let run = CLIRun(["lint", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(run.code == .findings && run.output.contains("json-syntax"))
    }
}

/// Configuration reaches the In-App rules as it reaches the native ones.
@Suite struct InAppConfigurationTests {
    static let odd = InAppCommandsTests.message.replacing(#""top""#, with: #""banner""#)

    @Test func disableAndRuleSettingsNameInAppRules() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.odd, to: "m.inapp.json")
        let disabled = CLIRun(["lint", "--strict", "--disable", "inapp-unknown-format", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(disabled.code == .success, "\(disabled.output)\(disabled.error)")
        try scratch.write(#"{"rules": {"inapp-unknown-format": "error"}}"#, to: ".pwtemplate.json")
        let raised = CLIRun(["lint", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(raised.code == .findings && raised.output.contains("error: \"format\""), "\(raised.output)\(raised.error)")
        try scratch.write(#"{"rules": {"inapp-unknown-format": "off"}}"#, to: ".pwtemplate.json")
        let off = CLIRun(["lint", "--strict", "m.inapp.json"], currentDirectory: scratch.path)
        #expect(off.code == .success, "\(off.output)\(off.error)")
    }
}
