@testable import PWTemplateCLI
import PWTemplateLint

/// The outcome of one in-process run of the CLI.
struct CLIRun {
    var code: ExitCode
    var output: String
    var error: String

    /// Runs `arguments` in `currentDirectory` with buffered streams and the kinds of `kinds`.
    init(
        _ arguments: [String], environment: [String: String] = [:], currentDirectory: String = "/nonexistent",
        kinds: KindRegistry = .standard
    ) {
        let output = BufferedOutput()
        let error = BufferedOutput()
        code = CLI.run(Invocation(
            arguments: arguments, environment: environment, currentDirectory: currentDirectory, standardOutput: output,
            standardError: error, kinds: kinds))
        self.output = output.text
        self.error = error.text
    }
}
