extension CommandSpec {
    /// `pwtemplate lsp`.
    public static let lsp = CommandSpec(
        name: "lsp",
        abstract: "Serve editors over the Language Server Protocol.",
        discussion: """
            Speaks the Language Server Protocol 3.17 (JSON-RPC 2.0 with Content-Length \
            framing) on standard input and output; logs go to standard error. Editors start it \
            themselves: docs/editors.md shows VS Code, Neovim, Helix and Zed. It lints \
            native-config.json and pushwoosh.json of a template folder as you type (open \
            buffers win over the files on disk, and a change to one re-lints the other), with \
            the nearest .pwtemplate.json applied as lint applies it (PWTEMPLATE_CONFIG names \
            another file). It offers each fix as a quick fix and the safe ones as \
            source.fixAll.pwtemplate, formats as 'pwtemplate fmt' does, and shows hovers, \
            completions, colours and the outline. Other JSON files are left alone.
            """,
        sections: [.lspExitCodes]
    )
}

extension HelpSection {
    /// The exit codes of `lsp`.
    public static let lspExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            Row(label: "0", text: "The client sent 'shutdown', then 'exit' (or closed the input)."),
            Row(label: "1", text: "The client sent 'exit' or closed the input without 'shutdown', or the output was closed."),
            Row(label: "2", text: "Usage error (bad flag)."),
        ]
    )
}
