extension PreviewScript {
    /// The JavaScript of the renderers of video and pip.
    static let media = ""
}
