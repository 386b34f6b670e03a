/// Why a path names no template that can be read.
public enum TemplateOpenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path does not exist.
    case discovery(DiscoveryError)
    /// The path is a folder that is no template; `templatesInside` are the
    /// templates in the folder it names, if any, and `accepted` what a path may name.
    case notATemplate(String, templatesInside: [String], accepted: String)
    /// The path exists but cannot be read.
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .discovery(let error):
            return error.description
        case .notATemplate(let path, let templates, let accepted):
            let expected = "'\(path)' is not a template: " + accepted
            guard let first = templates.first else { return expected }
            let count = templates.count == 1 ? "a template" : "\(templates.count) templates"
            return expected + "; the folder holds \(count), e.g. '\(first)'"
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        }
    }
}
