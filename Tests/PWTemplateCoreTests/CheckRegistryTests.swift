import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The check registry is the rule catalogue: every rule is declared by exactly one check (or by
/// the configuration layer), `Rule.all` lists them in registry order, a check emits only the rules
/// it declares, and the declared rules of template content have failing examples that fire
/// through the check that declares them.
@Suite struct CheckRegistryTests {
    @Test func everyRuleIsDeclaredByExactlyOneCheck() {
        let declared = CheckRegistry.checks.flatMap(\.rules) + CheckRegistry.configurationRules
        #expect(declared.count > 70)
        #expect(Set(declared.map(\.id)).count == declared.count, "a rule is declared twice")
        #expect(declared.map(\.id) == Rule.all.map(\.id))
        for check in CheckRegistry.checks {
            #expect(!check.rules.isEmpty, "\(type(of: check)) declares no rule")
        }
    }

    @Test func idsAreUniqueKebabCase() {
        for id in Rule.all.map(\.id) {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
            #expect(KindRegistry.standard.rule(named: id)?.id == id)
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in Rule.all {
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id)")
        }
    }

    /// Every failing and passing example of the catalogue, linted by each check alone: each
    /// finding's rule is one the check declares.
    @Test(arguments: CheckRegistry.checks.indices)
    func aCheckEmitsOnlyTheRulesItDeclares(_ index: Int) {
        let check = CheckRegistry.checks[index]
        let linter = TemplateLinter(configuration: LintConfiguration(), checks: [check])
        for rule in Rule.all {
            for example in rule.examples.failing + rule.examples.passing {
                let undeclared = Self.lint(example, with: linter).filter { !check.rules.contains($0.rule) }
                #expect(undeclared.isEmpty, "\(type(of: check)) emitted \(undeclared.map(\.rule.id)) on an example of \(rule.id)")
            }
        }
    }

    /// Each rule of a content category, and each JSON rule with examples, fires on each of its
    /// failing examples through the check that declares it, run alone.
    @Test func everyDeclaredRuleHasExamplesThatFireThroughItsCheck() {
        let content: Set<RuleCategory> = [.structure, .schema, .platform, .design, .localization]
        for check in CheckRegistry.checks {
            let linter = TemplateLinter(configuration: LintConfiguration(), checks: [check])
            for rule in check.rules where content.contains(rule.category) || !rule.examples.failing.isEmpty {
                #expect(!rule.examples.failing.isEmpty, "\(rule.id) has no failing example")
                for example in rule.examples.failing {
                    #expect(Self.lint(example, with: linter).contains { $0.rule == rule }, "\(rule.id) does not fire through \(type(of: check))")
                }
            }
        }
    }

    /// The example's template, markers removed, linted by `linter` with the example's targets.
    static func lint(_ example: RuleExample, with linter: TemplateLinter) -> [Diagnostic] {
        var linter = linter
        linter.configuration.targets = example.targets.map { TargetSelection(targets: $0) } ?? .default
        linter.configuration.app = .ruleExamples
        let contents = TemplateContents(
            nativeConfig: Array(MarkedText(example.nativeConfig).text.utf8), pushwoosh: example.pushwoosh.map { Array(MarkedText($0).text.utf8) })
        return linter.lint(Template(contents, path: "example", kind: .folder)).diagnostics
    }
}
