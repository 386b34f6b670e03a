/// A format `lint` writes its report in (`--format`).
public enum ReportFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines with code frames, for people (``TextReporter``).
    case text
    /// One versioned JSON object, for scripts (``JSONReporter``).
    case json
    /// SARIF 2.1.0, for code scanning (``SARIFReporter``).
    case sarif
    /// GitHub Actions workflow commands (``GitHubReporter``).
    case github
    /// GitLab Code Quality JSON (``GitLabReporter``).
    case gitlab
    /// Checkstyle XML (``CheckstyleReporter``).
    case checkstyle
    /// JUnit XML (``JUnitReporter``).
    case junit

    /// A usual name for a file of this format, for examples in messages.
    var exampleFileName: String {
        switch self {
        case .text, .github: "pwtemplate.txt"
        case .json: "pwtemplate.json"
        case .sarif: "pwtemplate.sarif"
        case .gitlab: "gl-code-quality-report.json"
        case .checkstyle: "checkstyle.xml"
        case .junit: "junit.xml"
        }
    }
}
