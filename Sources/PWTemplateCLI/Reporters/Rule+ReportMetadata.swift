import PWTemplateSyntax

extension Rule {
    /// The rule's section of the rule reference on the project's site: absolute, for reports
    /// read away from the repository (SARIF `helpUri`).
    var helpURL: String { ToolInfo.informationURI + "/blob/main/" + helpURI }

    /// The id in UpperCamelCase (`insecure-media-url` → `InsecureMediaUrl`), SARIF's rule `name`.
    var upperCamelName: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
