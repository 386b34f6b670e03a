extension PreviewScript {
    /// The JavaScript of the renderers of carousel and stories.
    static let slides = ""
}
