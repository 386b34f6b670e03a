import Foundation
@testable import PWTemplateCLI
import Testing

/// `docs/commands/` has a page per command that shows its usage line and names every option and
/// every fixed value, so a command or option added without documentation fails here.
@Suite struct DocsCommandPagesTests {
    private static let commandsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/commands")

    /// Commands documented with `.pwtemplate.json` in docs/configuration.md instead.
    private static let documentedInConfiguration: Set<String> = ["init", "config"]

    /// The root's subcommands that have a page here.
    static let documentedCommands = CommandSpec.root.subcommands.map(\.name)
        .filter { !documentedInConfiguration.contains($0) }

    /// The page of `command`: `help` and `version` share `help.md`.
    private static func pageName(of command: String) -> String {
        command == CommandSpec.version.name ? CommandSpec.help.name : command
    }

    private static func page(named name: String) throws -> String {
        try String(contentsOf: commandsFolder.appendingPathComponent(name + ".md"), encoding: .utf8)
    }

    @Test(arguments: documentedCommands)
    func pageShowsTheUsageLineAndEveryOptionAndValue(command name: String) throws {
        let command = try #require(Subcommand.named(name)?.spec)
        let page = try Self.page(named: Self.pageName(of: name))
        let usage = HelpRenderer.usage(of: CommandPath(root: .root).appending(command))
        #expect(page.contains(usage), "docs/commands/\(Self.pageName(of: name)).md lacks the usage line '\(usage)'")
        for option in command.visibleOptions {
            #expect(Self.mentions(option.longSpelling, in: page), "\(name): \(option.longSpelling) is not documented")
        }
        let values = command.visibleOptions.flatMap(\.allowedValues) + command.arguments.flatMap(\.allowedValues)
        for value in values {
            #expect(page.contains("`\(value)`"), "\(name): the value '\(value)' is not documented")
        }
    }

    @Test func helpPageDocumentsTheRootOptions() throws {
        let page = try Self.page(named: CommandSpec.help.name)
        for option in CommandSpec.root.visibleOptions {
            #expect(Self.mentions(option.longSpelling, in: page), "help.md: \(option.longSpelling) is not documented")
        }
    }

    @Test func everyPageBelongsToACommandAndTheIndexLinksIt() throws {
        let index = try Self.page(named: "README")
        let pages = Set(Self.documentedCommands.map(Self.pageName(of:)))
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.commandsFolder.path)
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
        #expect(Set(files) == Set(pages.map { $0 + ".md" }), "docs/commands/ holds a page for no command, or lacks one")
        for page in pages {
            #expect(index.contains("](\(page).md)"), "docs/commands/README.md does not link \(page).md")
        }
    }

    @Test func optionMentionsMatchWholeNamesOnly() {
        #expect(Self.mentions("--fail-level", in: "use `--fail-level never`"))
        #expect(Self.mentions("--format", in: "`--format=json`"))
        #expect(!Self.mentions("--fail", in: "use `--fail-level never`"))
        #expect(!Self.mentions("--format", in: "no options here"))
    }

    /// Whether `spelling` (`--format`) occurs in `text` as a whole option name, not as the start
    /// of a longer one (`--format-x`).
    static func mentions(_ spelling: String, in text: String) -> Bool {
        var rest = text[...]
        while let range = rest.range(of: spelling) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "-") }) ?? true {
                return true
            }
            rest = rest[range.upperBound...]
        }
        return false
    }
}
