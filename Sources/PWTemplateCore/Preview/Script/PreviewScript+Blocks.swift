extension PreviewScript {
    /// The JavaScript of the shared building blocks: text, buttons, close control, media, backgrounds.
    static let blocks = ""
}
