import PWTemplateLint
import PWTemplateSyntax

extension Rule {
    /// Every rule pwtemplate knows, in the order `rules` lists them: the rules each check of
    /// ``CheckRegistry`` declares, in registry order, then those of the configuration layer.
    /// Each rule is defined beside the check that emits it (`NumberCheck+Rules.swift` beside
    /// `NumberCheck.swift`).
    public static let all: [Rule] = CheckRegistry.checks.flatMap(\.rules) + CheckRegistry.configurationRules
}
