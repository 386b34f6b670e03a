extension PreviewStyle {
    /// The CSS of the carousel and stories layers.
    static let slides = ""
}
