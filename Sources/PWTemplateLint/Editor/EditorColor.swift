/// A colour value of a document, for an editor's swatch and picker.
public struct EditorColor: Sendable, Equatable {
    /// The text inside the quotes, e.g. `#FFFFFFFF`.
    public var range: EditorRange
    /// Channels in 0...1.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(range: EditorRange, red: Double, green: Double, blue: Double, alpha: Double) {
        self.range = range
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
