/// A shell `pwtemplate completion` writes a script for.
public enum Shell: String, Sendable, CaseIterable {
    case bash, zsh, fish

    /// The completion script for `root` and its subcommands, ending in a newline.
    public func completionScript(for root: CommandSpec) -> String {
        let tree = CompletionTree(root)
        return switch self {
        case .bash: BashCompletion.script(for: tree)
        case .zsh: ZshCompletion.script(for: tree)
        case .fish: FishCompletion.script(for: tree)
        }
    }
}
