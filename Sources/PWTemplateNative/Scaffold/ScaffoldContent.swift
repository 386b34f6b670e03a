import PWTemplateLint

/// The example content of each display type: every required field and the common optional
/// ones, with example copy, `https://example.com` media, `myapp://` deep links and colours of
/// accessible contrast. Every scaffold has a way out (`showClose` or a close button).
enum ScaffoldContent {
    /// The content block of `type` (the object under the `type` key).
    static func block(for type: DisplayType) -> ScaffoldValue {
        switch type {
        case .banner: banner
        case .carousel: carousel
        case .fullscreen: fullscreen
        case .modal: modal
        case .pip: pip
        case .scratchcard: scratchcard
        case .sheet: sheet
        case .spinwheel: spinwheel
        case .stories: stories
        case .video: video
        }
    }

    /// Where the example media live.
    static let media = "https://example.com/"
}
