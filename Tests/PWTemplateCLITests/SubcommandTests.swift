@testable import PWTemplateCLI
import PWTemplateSyntax
import Testing

/// The subcommands: found by their names and dispatched to their own command, never to `lint`.
@Suite struct SubcommandTests {
    /// The shortest valid arguments of each subcommand.
    private static let minimalArguments: [Subcommand: [String]] = [
        .lint: ["lint"], .fmt: ["fmt"], .new: ["new", "--list"], .preview: ["preview"], .rules: ["rules"], .explain: ["explain", Rule.all[0].id],
        .schema: ["schema"], .config: ["config"], .initialize: ["init"], .resolve: ["resolve", "t.zip"],
        .l10n: ["l10n", "t.zip"], .pack: ["pack", "promo"], .unpack: ["unpack", "t.zip"],
        .lsp: ["lsp"], .completion: ["completion", "bash"], .help: ["help"], .version: ["version"],
    ]

    /// The name of `command`'s case (`lint` for `.lint(options)`), which is its subcommand's.
    private static func caseName(of command: ParsedCommand) -> String {
        Mirror(reflecting: command).children.first?.label ?? String(describing: command)
    }

    @Test(arguments: Subcommand.allCases)
    func eachSubcommandRunsItsOwnCommand(_ subcommand: Subcommand) throws {
        let arguments = try #require(Self.minimalArguments[subcommand], "no arguments for \(subcommand)")
        let command = try CommandLineParser.parse(arguments, pathExists: { _ in false })
        #expect(Self.caseName(of: command) == String(describing: subcommand))
    }

    @Test(arguments: Subcommand.allCases)
    func eachNameFindsItsSubcommand(_ subcommand: Subcommand) {
        for name in [subcommand.spec.name] + subcommand.spec.aliases {
            #expect(Subcommand.named(name) == subcommand)
        }
    }

    @Test func theRootListsEverySubcommandInOrder() {
        #expect(CommandSpec.root.subcommands.map(\.name) == [
            "lint", "fmt", "new", "preview", "rules", "explain", "schema", "config", "init", "resolve", "l10n", "pack", "unpack",
            "lsp", "completion", "help", "version",
        ])
    }
}
