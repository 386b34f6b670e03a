import PWTemplateLint

/// What a template folder gives its archive: the template files, and what stays out.
public struct PackSource: Sendable, Equatable {
    public var files: TemplateFiles
    /// Everything else at the top of the folder, by name (folders end with `/`).
    public var leftOut: [LeftOutEntry]

    public init(files: TemplateFiles, leftOut: [LeftOutEntry] = []) {
        self.files = files
        self.leftOut = leftOut
    }
}
