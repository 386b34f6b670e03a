extension PreviewStyle {
    /// The CSS of the device screen and the mock app behind the message.
    static let device = ""
}
