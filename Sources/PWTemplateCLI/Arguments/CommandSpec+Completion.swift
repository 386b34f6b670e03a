extension CommandSpec {
    /// `pwtemplate completion <shell>`.
    public static let completion = CommandSpec(
        name: "completion",
        abstract: "Print a completion script for bash, zsh or fish.",
        discussion: """
            The script completes subcommands, options, option values, rule ids and paths, \
            generated from the same command descriptions as this help. Load it with:

            bash: source <(pwtemplate completion bash), or save it as \
            ~/.local/share/bash-completion/completions/pwtemplate

            zsh: pwtemplate completion zsh > ~/.zfunc/_pwtemplate, with ~/.zfunc in fpath \
            before compinit

            fish: pwtemplate completion fish > ~/.config/fish/completions/pwtemplate.fish
            """,
        arguments: [.shell]
    )
}

extension ArgumentSpec {
    /// `<shell>` of `completion`.
    static let shell = ArgumentSpec(
        name: "shell",
        help: "The shell to print the script for.",
        isRequired: true,
        allowedValues: Shell.allCases.map(\.rawValue)
    )
}
