import PWTemplateKinds
import PWTemplateLint

/// The command tree as completion scripts see it: the root, which takes the default
/// subcommand's options and arguments when no subcommand is named (as the parser does), and
/// one level of subcommands.
struct CompletionTree {
    /// One place on the command line with its own options and arguments.
    struct Context {
        /// The root command's name for the root, else the subcommand's name: what scripts dispatch on.
        var name: String
        /// The words that select the subcommand as the first argument: its name and aliases.
        var selectors: [String]
        /// The one-line description shells show next to the subcommand.
        var summary: String
        /// The options to offer, hidden ones left out.
        var options: [OptionSpec]
        var arguments: [ArgumentSpec]
    }

    /// What a value completes to, once the tree has resolved `CompletionKind.subcommandNames`.
    enum Offer: Equatable {
        case paths
        /// These words; none for free text.
        case words([String])
    }

    let program: String
    let root: Context
    let subcommands: [Context]

    init(_ command: CommandSpec) {
        let defaultSubcommand = command.subcommands.first(where: \.isDefault)
        let inheritedOptions = defaultSubcommand?.visibleOptions.filter { !command.options.contains($0) } ?? []
        program = command.name
        root = Context(
            name: command.name,
            selectors: [],
            summary: Self.summary(of: command.abstract),
            options: command.visibleOptions + inheritedOptions,
            arguments: defaultSubcommand?.arguments ?? command.arguments
        )
        subcommands = command.subcommands.map { subcommand in
            Context(
                name: subcommand.name,
                selectors: [subcommand.name] + subcommand.aliases,
                summary: Self.summary(of: subcommand.abstract),
                options: subcommand.visibleOptions,
                arguments: subcommand.arguments
            )
        }
    }

    /// The root, then every subcommand.
    var contexts: [Context] { [root] + subcommands }

    /// Every word that names a subcommand.
    var subcommandSelectors: [String] { subcommands.flatMap(\.selectors) }

    /// The name of the script's main shell function: `_pwtemplate`.
    var functionName: String { "_" + Self.identifier(program) }

    /// `name` with every character a shell function name cannot hold replaced by `_`.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    func offer(for kind: CompletionKind) -> Offer {
        switch kind {
        case .paths: .paths
        case .values(let words): .words(words)
        case .subcommandNames: .words(subcommandSelectors)
        case .ruleIDs: .words(KindRegistry.standard.rules.map(\.id))
        case .freeText: .words([])
        }
    }

    /// The first sentence of `text`, without its full stop: the one-line descriptions shells show.
    static func summary(of text: String) -> String {
        let sentence = text.firstRange(of: ". ").map { String(text[..<$0.lowerBound]) } ?? text
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }
}

extension OptionSpec {
    /// `--name`, then `-x` when the option has a short form.
    var spellings: [String] { [longSpelling] + (shortName.map { ["-\($0)"] } ?? []) }

    /// Whether the option can be given more than once.
    var isRepeatable: Bool {
        if case .repeatableValue = kind { true } else { false }
    }
}
