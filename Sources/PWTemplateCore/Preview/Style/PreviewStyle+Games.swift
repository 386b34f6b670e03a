extension PreviewStyle {
    /// The CSS of the spinwheel, scratchcard and reward layers.
    static let games = ""
}
