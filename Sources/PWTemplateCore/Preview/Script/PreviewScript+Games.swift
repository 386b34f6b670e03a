extension PreviewScript {
    /// The JavaScript of the renderers of spinwheel and scratchcard, and the reward panel.
    static let games = ""
}
