@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax

/// The localisation stage of the linter on its own: the registry's localisation checks, in order.
enum LocalizationFixture {
    static func findings(_ template: Template, targets: TargetSelection = .default) -> [Diagnostic] {
        guard let input = LocalizationInput(template, targets: targets) else { return [] }
        var findings: [Diagnostic] = []
        CheckRegistry.checks.of(.localization).run(.localization(input), into: &findings)
        return findings
    }
}
