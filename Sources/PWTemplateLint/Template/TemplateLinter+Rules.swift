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
