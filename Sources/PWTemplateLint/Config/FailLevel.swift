import PWTemplateSyntax

/// The lowest severity that fails a lint run; `never` lets every run pass.
public enum FailLevel: String, Sendable, CaseIterable {
    case error, warning, info, never

    /// Whether a finding of `severity` fails the run.
    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: severity >= .error
        case .warning: severity >= .warning
        case .info: true
        case .never: false
        }
    }

    /// The level among `levels` that fails the most findings.
    public static func strictest(of levels: [FailLevel]) -> FailLevel? {
        levels.max { $0.failingSeverities < $1.failingSeverities }
    }

    private var failingSeverities: Int {
        Severity.allCases.count(where: fails)
    }
}
