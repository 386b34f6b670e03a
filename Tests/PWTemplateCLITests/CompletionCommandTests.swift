@testable import PWTemplateCLI
import Testing

@Suite("completion command")
struct CompletionCommandTests {
    @Test(arguments: Shell.allCases)
    func printsTheScriptOfTheShell(_ shell: Shell) {
        let run = CLIRun(["completion", shell.rawValue])
        #expect(run.code == .success)
        #expect(run.error.isEmpty)
        #expect(run.output == shell.completionScript(for: .root))
        #expect(run.output.hasSuffix("\n"))
    }

    @Test func theShellIsRequiredAndChecked() {
        let missing = CLIRun(["completion"])
        #expect(missing.code == .usage)
        #expect(missing.error.hasPrefix("error: missing argument '<shell>'\n"))
        let unknown = CLIRun(["completion", "tcsh"])
        #expect(unknown.code == .usage)
        #expect(unknown.error.hasPrefix("error: 'tcsh' is not a valid shell; expected one of: bash, zsh, fish"))
        #expect(CLIRun(["completion", "bash", "zsh"]).code == .usage)
    }

    @Test func parsesToTheShell() throws {
        #expect(try CommandLineParser.parse(["completion", "zsh"], pathExists: { _ in false }) == .completion(CompletionOptions(shell: .zsh)))
    }

    @Test func helpSnapshot() {
        let run = CLIRun(["help", "completion"])
        #expect(run.output == """
            OVERVIEW: Print a completion script for bash, zsh or fish.

            The script completes subcommands, options, option values, rule ids and paths,
            generated from the same command descriptions as this help. Load it with:

            bash: source <(pwtemplate completion bash), or save it as
            ~/.local/share/bash-completion/completions/pwtemplate

            zsh: pwtemplate completion zsh > ~/.zfunc/_pwtemplate, with ~/.zfunc in fpath
            before compinit

            fish: pwtemplate completion fish > ~/.config/fish/completions/pwtemplate.fish

            USAGE: pwtemplate completion <shell>

            ARGUMENTS:
              <shell>                 The shell to print the script for. (values: bash, zsh,
                                      fish)

            OPTIONS:
              -h, --help              Show help information.

            """)
        for line in run.output.split(separator: "\n") {
            #expect(line.count <= 80 && line.last != " ", "\(line)")
        }
    }
}
