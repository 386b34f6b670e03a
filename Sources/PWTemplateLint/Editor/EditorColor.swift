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

extension EditorColor {
    /// The text a picker writes for a colour: `#RRGGBBAA` in upper case (alpha last, the SDKs'
    /// order); channels are clamped to 0...1.
    public static func presentation(red: Double, green: Double, blue: Double, alpha: Double) -> String {
        let digits = Array("0123456789ABCDEF")
        return [red, green, blue, alpha].reduce(into: "#") { text, channel in
            let value = channel.isNaN ? 0 : Int((min(max(channel, 0), 1) * 255).rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
    }
}
