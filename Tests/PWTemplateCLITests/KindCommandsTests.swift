import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import Synchronization
import Testing

/// `lint --fix`, `lint --diff`, `fmt`, `resolve` and `lsp` reach a kind through the registry alone: the
/// demo kind's safe fix is applied, its file formatted and its card resolved with no code of its
/// own outside ``DemoKind``.
@Suite struct KindCommandsTests {
    let kinds = KindRegistry([NativeKind(), DemoKind()])

    func read(_ scratch: ScratchTemplates, _ path: String) throws -> String {
        try String(contentsOfFile: scratch.path + "/" + path, encoding: .utf8)
    }

    @Test func fixAppliesTheKindsFixAndTheFileLintsClean() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"body": "no title"}"#, to: "bad.demo.json")
        let diff = CLIRun(["lint", "--diff", "bad.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(diff.code == .findings)
        #expect(diff.output.contains(#"+{"body": "no title", "title": ""}"#))
        #expect(try read(scratch, "bad.demo.json") == #"{"body": "no title"}"#, "--diff writes nothing")
        let fix = CLIRun(["lint", "--fix", "bad.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(fix.code == .success, "\(fix.output)\(fix.error)")
        #expect(fix.error.contains("bad.demo.json: 1 fix applied"))
        #expect(try read(scratch, "bad.demo.json") == #"{"body": "no title", "title": ""}"#)
    }

    @Test func enableAndDisableNameTheRegisteredKindsRules() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"body": "no title"}"#, to: "bad.demo.json")
        let off = CLIRun(["lint", "--disable", "demo-title-missing", "bad.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(off.code == .success, "\(off.output)\(off.error)")
        let typo = CLIRun(["lint", "--disable", "demo-title-mising", "bad.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(typo.code == .usage && typo.error.contains("did you mean 'demo-title-missing'?"), "\(typo.error)")
    }

    @Test func fmtFormatsTheKindsFile() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"title":"Hi","demo":1}"#, to: "card.demo.json")
        let check = CLIRun(["fmt", "--check", "card.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(check.code == .findings && check.output.contains("would reformat card.demo.json"))
        let write = CLIRun(["fmt", "card.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(write.code == .success)
        #expect(try read(scratch, "card.demo.json") == "{\n  \"title\": \"Hi\",\n  \"demo\": 1\n}\n")
    }

    @Test func fmtLeavesABrokenFileAloneAndReportsIt() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"title": "Hi",,}"#, to: "card.demo.json")
        let run = CLIRun(["fmt", "card.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(run.code == .findings)
        #expect(run.error.contains("card.demo.json:1:"))
        #expect(try read(scratch, "card.demo.json") == #"{"title": "Hi",,}"#)
    }

    @Test func resolveAsksTheKindInTheFormatAsked() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(#"{"title": "Hello"}"#, to: "card.demo.json")
        let text = CLIRun(["resolve", "card.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(text.code == .success && text.output == "Title: Hello\n")
        #expect(text.error == "note: a demo card is drawn by no SDK\n")
        let json = CLIRun(["resolve", "--format", "json", "card.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(json.code == .success && json.output.contains(#""title": "Hello""#))
        try scratch.write(#"{"body": "x"}"#, to: "untitled.demo.json")
        let refused = CLIRun(["resolve", "untitled.demo.json"], currentDirectory: scratch.path, kinds: kinds)
        #expect(refused.code == .findings && refused.error == "error: the card has no title\n")
    }

    @Test func theLanguageServerLintsAndHoversTheKindsBuffer() throws {
        let scratch = try ScratchTemplates()
        let uri = "file://" + scratch.path + "/card.demo.json"
        func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"json","version":1,"text":"{\"body\": \"x\"}"}}}"#
        let hover = #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":0,"character":2}}}"#
        let input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#) + frame(open) + frame(hover)
            + frame(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let pieces = Mutex([Array(input.utf8)][...])
        let output = BufferedOutput(), log = BufferedOutput()
        let code = CLI.run(Invocation(
            arguments: ["lsp"], currentDirectory: scratch.path, standardOutput: output, standardError: log,
            readAvailableInput: { pieces.withLock { $0.popFirst() ?? [] } }, kinds: kinds))
        #expect(code == .success, "\(log.text)")
        #expect(output.text.contains(#""code":"demo-title-missing""#))
        #expect(output.text.contains(#""uri":"\#(uri)""#))
        #expect(output.text.contains("A demo card: `title` is all it shows."))
        // The standard registry leaves the file alone.
        let standard = BufferedOutput()
        let pieces2 = Mutex([Array(input.utf8)][...])
        _ = CLI.run(Invocation(
            arguments: ["lsp"], currentDirectory: scratch.path, standardOutput: standard, standardError: BufferedOutput(),
            readAvailableInput: { pieces2.withLock { $0.popFirst() ?? [] } }))
        #expect(!standard.text.contains("demo-title-missing"))
    }
}
