extension PreviewScript {
    /// The JavaScript of the renderers of modal, sheet, fullscreen and banner.
    static let cards = [cardsModal, cardsSheet, cardsFullscreen, cardsBanner].joined(separator: "\n")
}
