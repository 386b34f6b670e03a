/// pwtemplate's subcommands, in the order help lists them. The root command's subcommand list
/// (help, completion scripts) and the parser's dispatch are derived from these cases; both
/// switch over them without a `default`, so a case left out does not compile.
enum Subcommand: CaseIterable, Sendable {
    case lint, fmt, new, preview, rules, explain, schema, config, initialize, resolve, l10n, pack, unpack, lsp, completion, help, version

    /// The subcommand's name, arguments, options and help.
    var spec: CommandSpec {
        switch self {
        case .lint: .lint
        case .fmt: .fmt
        case .new: .new
        case .preview: .preview
        case .rules: .rules
        case .explain: .explain
        case .schema: .schema
        case .config: .config
        case .initialize: .initialize
        case .resolve: .resolve
        case .l10n: .l10n
        case .pack: .pack
        case .unpack: .unpack
        case .lsp: .lsp
        case .completion: .completion
        case .help: .help
        case .version: .version
        }
    }

    /// The subcommand called `name` or one of its aliases.
    static func named(_ name: String) -> Subcommand? {
        allCases.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }
}
