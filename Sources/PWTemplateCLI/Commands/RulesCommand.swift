import PWTemplateSyntax

/// `pwtemplate rules`: every rule, as a table, JSON, or the Markdown rule reference.
struct RulesCommand {
    var options: RulesOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let text = switch options.format {
        case .text: RuleTable.render(Rule.all)
        case .json: RuleListJSON.document(Rule.all).rendered()
        case .markdown: RuleReferencePage.render(Rule.all)
        }
        return CLI.write(text, to: invocation.standardOutput, invocation: invocation)
    }
}
