@testable import PWTemplateCLI
import Synchronization
import Testing

/// `pwtemplate lsp`: its help, and the server run in-process through the invocation's streams.
@Suite(.timeLimit(.minutes(5))) struct LspCommandTests {
    @Test func lspHelpSnapshot() throws {
        #expect(try helpText(["lsp", "--help"]) == """
            OVERVIEW: Serve editors over the Language Server Protocol.

            Speaks the Language Server Protocol 3.17 (JSON-RPC 2.0 with Content-Length
            framing) on standard input and output; logs go to standard error. Editors start
            it themselves: docs/editors.md shows VS Code, Neovim, Helix and Zed. It lints
            native-config.json and pushwoosh.json of a template folder as you type (open
            buffers win over the files on disk, and a change to one re-lints the other),
            with the nearest .pwtemplate.json applied as lint applies it (PWTEMPLATE_CONFIG
            names another file). It offers each fix as a quick fix and the safe ones as
            source.fixAll.pwtemplate, formats as 'pwtemplate fmt' does, and shows hovers,
            completions, colours and the outline. Other JSON files are left alone.

            USAGE: pwtemplate lsp

            OPTIONS:
              -h, --help              Show help information.

            EXIT CODES:
              0                       The client sent 'shutdown', then 'exit' (or closed the
                                      input).
              1                       The client sent 'exit' or closed the input without
                                      'shutdown', or the output was closed.
              2                       Usage error (bad flag).

            """)
    }

    /// Runs `pwtemplate lsp` on `input` (read in pieces of `chunk` bytes); its exit code and output.
    private func run(_ input: String, chunk: Int = 7) -> (code: ExitCode, output: String, log: String) {
        let pieces = Mutex(Array(input.utf8).chunked(chunk)[...])
        let output = BufferedOutput(), log = BufferedOutput()
        let invocation = Invocation(
            arguments: ["lsp"], currentDirectory: "/", standardOutput: output, standardError: log,
            readAvailableInput: { pieces.withLock { $0.popFirst() ?? [] } })
        return (CLI.run(invocation), output.text, log.text)
    }

    private func frame(_ body: String) -> String { "Content-Length: \(body.utf8.count)\r\n\r\n\(body)" }

    @Test func answersThroughTheInvocationsStreamsAndExitsZeroAfterShutdown() {
        let input = frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + frame(#"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#) + frame(#"{"jsonrpc":"2.0","method":"exit"}"#)
        let result = run(input)
        #expect(result.code == .success)
        #expect(result.output.hasPrefix("Content-Length: "))
        #expect(result.output.contains(#""serverInfo":{"name":"pwtemplate","version":"\#(ToolInfo.version)"}"#))
        #expect(result.output.hasSuffix(#"{"jsonrpc":"2.0","id":2,"result":null}"#))
    }

    @Test func exitsOneWithoutShutdownAndLogsMalformedFramesOnStandardError() {
        let result = run("Content-Length: nope\r\n\r\n" + frame(#"{"jsonrpc":"2.0","method":"exit"}"#))
        #expect(result.code == .findings)
        #expect(result.output.isEmpty)
        #expect(result.log.contains("Content-Length"))
    }
}

extension Array {
    /// The elements in pieces of `size`.
    fileprivate func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
