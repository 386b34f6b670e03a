import PWTemplateSyntax

extension Set<Rule> {
    /// Whether a check reporting `rules` has nothing left to report when these rules are off:
    /// such a check is not run.
    package func turnsOffAll(_ rules: [Rule]) -> Bool {
        !isEmpty && rules.allSatisfy(contains)
    }
}
