@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

@Suite("Completion tree")
struct CompletionTreeTests {
    private let tree = CompletionTree(.root)

    @Test func theRootTakesTheDefaultSubcommandsOptionsAndArguments() {
        #expect(tree.root.name == "pwtemplate")
        #expect(tree.root.selectors.isEmpty)
        #expect(tree.root.options == CommandSpec.root.options + CommandSpec.lint.options.filter { $0 != .help })
        #expect(tree.root.arguments == CommandSpec.lint.arguments)
    }

    @Test func everySubcommandIsAContextWithItsNameAndAliases() {
        #expect(tree.subcommands.map(\.name) == CommandSpec.root.subcommands.map(\.name))
        #expect(tree.subcommandSelectors == CommandSpec.root.subcommands.flatMap { [$0.name] + $0.aliases })
        let aliased = CompletionTree(CommandSpec(
            name: "tool", abstract: "Tool.",
            subcommands: [CommandSpec(name: "check", aliases: ["c"], abstract: "Check. More.")]))
        #expect(aliased.subcommands[0].selectors == ["check", "c"])
        #expect(aliased.subcommands[0].summary == "Check")
        #expect(aliased.root.options == [.help])
        #expect(aliased.root.arguments.isEmpty)
    }

    @Test func hiddenOptionsAreLeftOut() {
        let secret = OptionSpec(longName: "secret", help: "Hidden.", isHidden: true)
        let tree = CompletionTree(CommandSpec(
            name: "tool", abstract: "Tool.",
            subcommands: [CommandSpec(name: "run", abstract: "Run.", options: [secret, .help], isDefault: true)]))
        #expect(tree.root.options == [.help])
        #expect(tree.subcommands[0].options == [.help])
    }

    @Test func offers() {
        #expect(tree.offer(for: .paths) == .paths)
        #expect(tree.offer(for: .values(["a", "b"])) == .words(["a", "b"]))
        #expect(tree.offer(for: .freeText) == .words([]))
        #expect(tree.offer(for: .subcommandNames) == .words(tree.subcommandSelectors))
        #expect(tree.offer(for: .ruleIDs) == .words(KindRegistry.standard.rules.map(\.id)))
    }

    @Test func completionsDeclaredInTheSpecs() {
        #expect(CommandSpec.explain.arguments[0].completion == .ruleIDs)
        #expect(CommandSpec.help.arguments[0].completion == .subcommandNames)
        #expect(CommandSpec.schema.arguments[0].completion == .values(KindRegistry.standard.schemaNames))
        #expect(CommandSpec.lint.arguments[0].completion == .paths)
        #expect(OptionSpec.format.completion == .values(ReportFormat.allCases.map(\.rawValue)))
        #expect(OptionSpec.target.completion == .values(["ios", "android"]))
        #expect(OptionSpec.language.completion == .freeText)
    }

    @Test func summariesAreFirstSentencesWithoutFullStop() {
        #expect(CompletionTree.summary(of: "The report format.") == "The report format")
        #expect(CompletionTree.summary(of: "One. Two.") == "One")
        #expect(CompletionTree.summary(of: "Version 1.2 of it") == "Version 1.2 of it")
    }

    @Test func shellWordsAndQuoting() {
        #expect("lint".shellWord == "lint")
        #expect("--format".fishWord == "--format")
        #expect("lint --format".shellWord == "'lint --format'")
        #expect("it's".shellQuoted == #"'it'\''s'"#)
        #expect(#"it's a \ "#.fishQuoted == #"'it\'s a \\ '"#)
        #expect("$HOME".shellWord == "'$HOME'")
        #expect(CompletionTree.identifier("pw-template 2") == "pw_template_2")
    }
}
