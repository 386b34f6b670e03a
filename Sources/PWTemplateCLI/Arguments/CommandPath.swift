/// A command together with the names that lead to it (`pwtemplate lint`), for usage lines and hints.
struct CommandPath: Sendable, Equatable {
    /// The names typed to reach the command, the program name first.
    let names: [String]
    let command: CommandSpec

    /// The path of a top-level command.
    init(root: CommandSpec) {
        self.names = [root.name]
        self.command = root
    }

    private init(names: [String], command: CommandSpec) {
        self.names = names
        self.command = command
    }

    /// The path of `subcommand` under this command.
    func appending(_ subcommand: CommandSpec) -> CommandPath {
        CommandPath(names: names + [subcommand.name], command: subcommand)
    }

    /// `pwtemplate lint`.
    var fullName: String { names.joined(separator: " ") }

    /// `pwtemplate help lint`: the command that prints this command's help.
    var helpCommand: String { ([names[0], "help"] + names.dropFirst()).joined(separator: " ") }
}
