@testable import PWTemplateCLI
import Testing

/// The help text the command line prints for `arguments`, or "" with a recorded issue.
func helpText(_ arguments: [String]) throws -> String {
    guard case .help(let text) = try CommandLineParser.parse(arguments, pathExists: { _ in false }) else {
        Issue.record("\(arguments) printed no help")
        return ""
    }
    return text
}
