import PWTemplateLint
import PWTemplateSyntax

extension LintConfiguration {
    /// The severities the targets give rules, over their defaults: `platform-unsupported` is an
    /// error when the targets were named (a platform the campaign goes to rejects the type), and
    /// keeps its default, warning, for the implicit default targets.
    public var targetSeverities: [Rule: Severity] {
        targets.isExplicit ? [.platformUnsupported: .error] : [:]
    }

    /// `findings`, each with the severity the targets give its rule (checks emit every finding
    /// at its rule's default severity).
    func applyingTargetSeverities(to findings: [Diagnostic]) -> [Diagnostic] {
        let severities = targetSeverities
        guard !severities.isEmpty else { return findings }
        return findings.map { finding in
            var finding = finding
            finding.severity = severities[finding.rule] ?? finding.severity
            return finding
        }
    }
}
