import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax

/// Turns pwtemplate's arguments into a `ParsedCommand`, or a `UsageError` to print.
public enum CommandLineParser {
    /// Parses the arguments after the program name.
    ///
    /// A first argument naming a subcommand runs it. Anything else runs `lint`, the default
    /// subcommand, with the root options (`--help`, `--version`) also accepted; except that a
    /// first word that is no existing path (`pathExists`) but close to a subcommand name
    /// (`lnt`) is an unknown command. `explain` takes a rule of one of the `kinds`.
    public static func parse(
        _ arguments: [String],
        kinds: KindRegistry = .standard,
        pathExists: (String) -> Bool
    ) throws(UsageError) -> ParsedCommand {
        let root = CommandPath(root: .root)
        guard let first = arguments.first, !first.hasPrefix("-") || first == "-" else {
            return try parseDefault(arguments, root: root, kinds: kinds)
        }
        if let subcommand = Subcommand.named(first) {
            return try parse(arguments.dropFirst(), as: subcommand, root: root, kinds: kinds)
        }
        if !pathExists(first), let suggestion = closestSubcommand(to: first, in: root.command) {
            throw UsageError(.unknownCommand(first, suggestion: suggestion), in: root)
        }
        return try parseDefault(arguments, root: root, kinds: kinds)
    }

    /// Arguments without a subcommand: lint's options and paths, plus the root's options.
    private static func parseDefault(_ arguments: [String], root: CommandPath, kinds: KindRegistry) throws(UsageError) -> ParsedCommand {
        let lint = root.appending(.lint)
        var command = CommandSpec.lint
        command.options = root.command.options + lint.command.options.filter { !root.command.options.contains($0) }
        let tokens = ArgumentToken.tokenize(arguments)
        if tokens.requestHelp(from: command) {
            return .help(HelpRenderer.help(for: root))
        }
        return try reporting(in: lint) { () throws(ArgumentError) in
            let parsed = try ParsedArguments(tokens, for: command)
            return parsed.isSet(.version) ? .version : .lint(try LintOptions(parsed, kinds: kinds))
        }
    }

    /// The arguments after a subcommand's name: its help, or the command with its typed
    /// options. The switch has a case per subcommand and no `default`.
    private static func parse(
        _ arguments: ArraySlice<String>,
        as subcommand: Subcommand,
        root: CommandPath,
        kinds: KindRegistry
    ) throws(UsageError) -> ParsedCommand {
        let path = root.appending(subcommand.spec)
        let tokens = ArgumentToken.tokenize(arguments)
        if tokens.requestHelp(from: path.command) {
            return .help(HelpRenderer.help(for: path))
        }
        let parsed = try reporting(in: path) { () throws(ArgumentError) in
            try ParsedArguments(tokens, for: subcommand == .new ? CommandSpec.newCommand(scaffoldNames: kinds.scaffoldNames) : path.command)
        }
        /// The typed options `read` makes of the bound arguments.
        func options<Options>(_ read: (ParsedArguments) throws(ArgumentError) -> Options) throws(UsageError) -> Options {
            try reporting(in: path) { () throws(ArgumentError) in try read(parsed) }
        }
        switch subcommand {
        case .help: return .help(try helpText(for: parsed.positionals.first, root: root))
        case .version: return .version
        case .lint: return .lint(try options { parsed throws(ArgumentError) in try LintOptions(parsed, kinds: kinds) })
        case .fmt: return .fmt(try options(FmtOptions.init))
        case .rules: return .rules(try options(RulesOptions.init))
        case .explain: return .explain(try options { parsed throws(ArgumentError) in try ExplainOptions(parsed, kinds: kinds) })
        case .schema: return .schema(try options(SchemaOptions.init))
        case .config: return .config(try options { parsed throws(ArgumentError) in try ConfigOptions(parsed, kinds: kinds) })
        case .initialize: return .initialize
        case .resolve: return .resolve(try options(ResolveOptions.init))
        case .l10n: return .l10n(try options(L10nOptions.init))
        case .new: return .new(try options { parsed throws(ArgumentError) in try NewOptions(parsed, kinds: kinds) })
        case .preview: return .preview(try options(PreviewOptions.init))
        case .pack: return .pack(try options(PackOptions.init))
        case .unpack: return .unpack(try options(UnpackOptions.init))
        case .lsp: return .lsp
        case .completion: return .completion(try options(CompletionOptions.init))
        }
    }

    /// The text `help [<subcommand>]` prints.
    private static func helpText(for name: String?, root: CommandPath) throws(UsageError) -> String {
        guard let name else { return HelpRenderer.help(for: root) }
        guard let subcommand = Subcommand.named(name) else {
            let suggestion = closestSubcommand(to: name, in: root.command)
            throw UsageError(.unknownCommand(name, suggestion: suggestion), in: root)
        }
        return HelpRenderer.help(for: root.appending(subcommand.spec))
    }

    private static func closestSubcommand(to name: String, in command: CommandSpec) -> String? {
        EditDistance.closest(to: name, among: command.subcommands.flatMap { [$0.name] + $0.aliases })
    }

    /// Runs `body`, turning its `ArgumentError` into a `UsageError` showing `path`'s usage.
    private static func reporting<Result>(
        in path: CommandPath,
        _ body: () throws(ArgumentError) -> Result
    ) throws(UsageError) -> Result {
        do {
            return try body()
        } catch {
            throw UsageError(error, in: path)
        }
    }
}
