import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let pathUnreadable = Rule(
        id: "path-unreadable", defaultSeverity: .error, category: .discovery,
        summary: "A file or folder met while scanning cannot be read (permissions, symlink loop).",
        rationale: "A template that cannot be read cannot be checked; a scan reports it instead of skipping it silently.",
        fix: .none
    )
}

extension Diagnostic {
    /// The finding of a path no kind can read, and why.
    package static func unreadablePath(_ path: String, reason: String) -> Diagnostic {
        Diagnostic(
            rule: .pathUnreadable,
            message: "cannot read '\(path)': \(reason)",
            hint: "fix the permissions or the link, or move it out of the scanned folder"
        )
    }
}
