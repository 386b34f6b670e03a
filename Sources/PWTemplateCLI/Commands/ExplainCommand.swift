/// `pwtemplate explain <rule-id>`: one rule's rationale, examples and silencing advice.
struct ExplainCommand {
    var options: ExplainOptions
    var invocation: Invocation

    func run() -> ExitCode {
        CLI.write(RuleExplanation.render(options.rule), to: invocation.standardOutput, invocation: invocation)
    }
}
