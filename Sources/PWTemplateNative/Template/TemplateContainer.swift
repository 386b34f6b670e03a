import PWTemplateLint

/// What holds a template's files: how findings word it and which checks apply.
enum TemplateContainer: Sendable {
    case archive
    case folder

    /// "archive" or "folder".
    var noun: String {
        switch self {
        case .archive: "archive"
        case .folder: "folder"
        }
    }
}
