import PWTemplateLint
import PWTemplateSyntax

/// `pwtemplate rules`: every rule, as a table, JSON, or the Markdown rule reference.
struct RulesCommand {
    var options: RulesOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let rules = invocation.kinds.rules
        let text = switch options.format {
        case .text: RuleTable.render(rules)
        case .json: RuleListJSON.document(rules).rendered()
        case .markdown: RuleReferencePage.render(rules)
        }
        return CLI.write(text, to: invocation.standardOutput, invocation: invocation)
    }
}
