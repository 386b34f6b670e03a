@testable import PWTemplateCLI

/// The outcome of one in-process run of the CLI.
struct CLIRun {
    var code: ExitCode
    var output: String
    var error: String

    /// Runs `arguments` in `currentDirectory` with buffered streams.
    init(_ arguments: [String], currentDirectory: String = "/nonexistent") {
        let output = BufferedOutput()
        let error = BufferedOutput()
        code = CLI.run(Invocation(
            arguments: arguments, currentDirectory: currentDirectory, standardOutput: output, standardError: error))
        self.output = output.text
        self.error = error.text
    }
}
