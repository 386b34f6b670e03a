/// `pwtemplate completion <shell>`: the shell's completion script on standard output.
struct CompletionCommand {
    var options: CompletionOptions
    var invocation: Invocation

    func run() -> ExitCode {
        CLI.write(options.shell.completionScript(for: .root), to: invocation.standardOutput, invocation: invocation)
    }
}
