import PWTemplateLint
import PWTemplateSyntax

/// A list of checks split by ``CheckStage`` once, so that linting a template neither filters
/// the list by stage nor by the disabled rules when none is off.
package struct StagedChecks: Sendable {
    /// Every check, in order.
    package let all: [any Check]
    /// The checks of each stage, in order.
    package let template: [any Check]
    package let variant: [any Check]
    package let localization: [any Check]

    package init(_ checks: [any Check]) {
        all = checks
        template = checks.of(.template)
        variant = checks.of(.variant)
        localization = checks.of(.localization)
    }

    /// The checks of ``CheckRegistry``, split once per process.
    package static let registry = StagedChecks(CheckRegistry.checks)

    /// The checks with at least one rule not in `disabled`; `self` when nothing is disabled.
    func enabled(disabling disabled: Set<Rule>) -> StagedChecks {
        disabled.isEmpty ? self : StagedChecks(all.filter { !disabled.turnsOffAll($0.rules) })
    }
}
