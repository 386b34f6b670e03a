extension PreviewStyle {
    /// The CSS of the shared blocks and the modal, sheet, fullscreen, banner, video and pip layers.
    static let message = ""
}
