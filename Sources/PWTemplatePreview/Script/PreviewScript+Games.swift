extension PreviewScript {
    /// The JavaScript of the renderers of spinwheel and scratchcard, after `PW.game`, the card
    /// and reward panel they share.
    static let games = [reward, spinwheel, scratchcard].joined(separator: "\n")
}
