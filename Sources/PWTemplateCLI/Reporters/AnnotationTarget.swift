import PWTemplateLint
import PWTemplateSyntax

/// The repository file a finding is attached to by tools that annotate files (SARIF, GitHub,
/// GitLab), and the span in it.
///
/// A ZIP is binary, so its findings attach to the ZIP itself without a span. A finding in an
/// entry of a template folder attaches to that entry's own file, with its range, as a finding
/// in a native config under another name (`promo.json`) attaches to that file. Anything else
/// (a template-level finding, an unreadable path) attaches to the template path.
struct AnnotationTarget: Equatable {
    /// The file, relative to the working folder (see ``RepositoryPath``).
    var path: String
    /// The span in `path`, when it is a text file and the finding has a position.
    var range: LineColumnRange?

    init(_ diagnostic: Diagnostic, in report: TemplateReport, currentDirectory: String) {
        if [.folder, .file, .message, .configuration].contains(report.kind), let entry = diagnostic.location.entry {
            path = RepositoryPath.relative(report.displayPath(ofEntry: entry), to: currentDirectory)
            range = report.lineColumns(of: diagnostic.location)
        } else {
            path = RepositoryPath.relative(report.path, to: currentDirectory)
            range = nil
        }
    }
}
