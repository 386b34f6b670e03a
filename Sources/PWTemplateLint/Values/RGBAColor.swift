import PWTemplateArchive
import PWTemplateSyntax
import PWTemplateSystem

/// A colour of a template, channels in 0...1, parsed from the SDKs' portable hex forms.
package struct RGBAColor: Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package static let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: 1)

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (alpha last, CSS order). Trailing
    /// whitespace is dropped, as both SDKs do; anything else that is not that grammar is `nil`.
    package init?(hex text: String) {
        // Over UTF-8: `#` and hex digits are ASCII, so bytes and scalars agree up to the first
        // other byte; only what follows (which may be whitespace only) is read as scalars.
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        // The digits packed four bits each, first digit highest: no array per colour.
        var digits: UInt32 = 0
        var count = 0
        var index = bytes.index(after: bytes.startIndex)
        while index < bytes.endIndex, let value = HexDigit.value(bytes[index]) {
            guard count < 8 else { return nil }
            digits = digits << 4 | UInt32(value)
            count += 1
            index = bytes.index(after: index)
        }
        guard count == 3 || count == 4 || count == 6 || count == 8,
              index == bytes.endIndex || text.unicodeScalars[index...].allSatisfy(\.properties.isWhitespace) else { return nil }
        let width = count <= 4 ? 4 : 8
        func channel(_ index: Int) -> Double {
            let bits = digits >> UInt32(count * 4 - (index + 1) * width) & (width == 4 ? 0xF : 0xFF)
            return Double(width == 4 ? bits * 17 : bits) / 255
        }
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: count % 3 == 0 ? 1 : channel(3))
    }

    package var isOpaque: Bool { alpha >= 1 }

    /// This colour drawn over `backdrop` ("source over" alpha compositing).
    package func composited(over backdrop: RGBAColor) -> RGBAColor {
        let alpha = self.alpha + backdrop.alpha * (1 - self.alpha)
        guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * self.alpha + bottom * backdrop.alpha * (1 - self.alpha)) / alpha
        }
        return RGBAColor(red: blend(red, backdrop.red), green: blend(green, backdrop.green), blue: blend(blue, backdrop.blue), alpha: alpha)
    }

    /// The WCAG 2.x relative luminance of the colour's RGB channels (alpha ignored).
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : SystemMath.power((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG 2.x contrast ratio of two opaque colours, from 1 (same luminance) to 21 (black on white).
    package static func contrastRatio(_ first: RGBAColor, _ second: RGBAColor) -> Double {
        let luminances = (first.relativeLuminance, second.relativeLuminance)
        return (max(luminances.0, luminances.1) + 0.05) / (min(luminances.0, luminances.1) + 0.05)
    }
}
