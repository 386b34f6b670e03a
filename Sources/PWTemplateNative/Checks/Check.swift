import PWTemplateLint
import PWTemplateSyntax

/// One check of a template, in the one shape every check has: the rules it emits, the stage it
/// runs at, and a run over that stage's input. ``CheckRegistry`` lists them in order; the linter
/// walks the registry and skips a check whose rules are all turned off.
package protocol Check: Sendable {
    /// Every rule the check emits, in the order `pwtemplate rules` lists them. A check emits no
    /// other rule (a debug build traps when it does).
    var rules: [Rule] { get }
    /// What the check reads.
    var stage: CheckStage { get }
    /// Adds the check's findings about `input`, an input of its stage, to `findings`.
    func run(_ input: CheckInput, into findings: inout [Diagnostic])
}

/// Where in a lint run a check runs.
package enum CheckStage: Sendable, Hashable {
    /// Once per template, on what was read: the container and the JSON of each file.
    case template
    /// Once per distinct language variant of `native-config.json` (its placeholders resolved),
    /// after its envelope was read.
    case variant
    /// Once per template whose `native-config.json` parsed: `pushwoosh.json` and the placeholders.
    case localization
}

/// What a check reads at its stage.
package enum CheckInput {
    case template(Template)
    case variant(VariantInput)
    case localization(LocalizationInput)
}

extension Check {
    /// Runs the check on `input`; in a debug build, traps when it emits a rule it does not declare.
    func checked(_ input: CheckInput, into findings: inout [Diagnostic]) {
        let start = findings.count
        run(input, into: &findings)
        assert(findings[start...].allSatisfy { rules.contains($0.rule) },
               "\(type(of: self)) emitted \(findings[start...].filter { !rules.contains($0.rule) }.map(\.rule.id)), which it does not declare")
    }
}
