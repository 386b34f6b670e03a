import PWTemplateLint

/// What an archive gives a template folder: the template files, where they were, and what
/// stays out.
public struct UnpackSource: Sendable, Equatable {
    public var files: TemplateFiles
    /// The archive folder the files came from: `""` for the root, `promo/` when the folder was
    /// compressed instead of its contents.
    public var folder: String
    /// Every other entry (folder entries aside), in archive order; each `__MACOSX/` folder once.
    public var leftOut: [LeftOutEntry]

    public init(files: TemplateFiles, folder: String = "", leftOut: [LeftOutEntry] = []) {
        self.files = files
        self.folder = folder
        self.leftOut = leftOut
    }
}
