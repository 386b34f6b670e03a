import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The colour grammar both SDKs share (`#` and 3, 4, 6 or 8 hex digits, nothing around), and
/// explanations of the usual mistakes (sdk-behaviour §8).
enum ColorCheck {
    /// Four counts: a linear search is cheaper than hashing.
    static let digitCounts = [3, 4, 6, 8]

    /// Whether `value` is a colour every SDK reads the same way.
    static func isPortable<S: StringProtocol>(_ value: S) -> Bool {
        // Over UTF-8: when every byte after `#` is an ASCII hex digit, bytes and characters agree.
        let bytes = value.utf8
        return bytes.first == UInt8(ascii: "#") && digitCounts.contains(bytes.count - 1)
            && bytes.dropFirst().allSatisfy { UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 | 0x20 }
    }

    /// The problem with a non-empty colour string, or `nil` when it is fine.
    static func problem(with value: String) -> ValueProblem? {
        var quoted: String { "is " + Quote.string(value) }
        if isPortable(value) { return alphaFirstConfusion(value, quoted: quoted) }
        let trimmed = value.trimmingWhitespace
        if isPortable(trimmed) {
            // Android reads the colour as it is; without the whitespace iOS reads it too.
            let fix = ValueFix.string(String(trimmed), "remove the whitespace", .safe)
            if value.first?.isWhitespace == true {
                return ValueProblem(.invalidColor, "\(quoted): rejected by iOS: whitespace before '#'",
                                    hint: "write \(Quote.string(String(trimmed)))", platform: .ios, fix: fix)
            }
            return ValueProblem(.colorTrailingWhitespace, "\(quoted): trailing whitespace, accepted by both SDKs but not portable",
                                hint: "write \(Quote.string(String(trimmed)))", fix: fix)
        }
        if let sign = trimmed.dropFirst().first, trimmed.first == "#", sign == "+" || sign == "-" {
            let digits = trimmed.dropFirst(2)
            let readByIOS = sign == "+" && digits.isHexDigits && digitCounts.contains(digits.count + 1)
            let verdict = readByIOS ? "rejected by Android: a sign after '#' (iOS reads it)" : "a sign after '#' is not a hex digit"
            // iOS reads `#+FFF` as four characters (RGBA), so without the sign it shows another colour.
            let (hint, fix) = suggestion(digits, "remove the sign", .unsafe)
            return ValueProblem(.invalidColor, "\(quoted): \(verdict)", hint: hint, platform: readByIOS ? .android : nil, fix: fix)
        }
        if trimmed.lowercased().hasPrefix("0x") {
            // A 0x number may be Android's 0xAARRGGBB: one reading of several.
            let (hint, fix) = suggestion(trimmed.dropFirst(2), "write it as a hex colour", .unsafe)
            return ValueProblem(.invalidColor, "\(quoted): a 0x number, not a CSS hex colour", hint: hint, fix: fix)
        }
        if trimmed.first != "#", trimmed.isHexDigits, digitCounts.contains(trimmed.count) {
            let (hint, fix) = suggestion(trimmed, "add `#`", .safe)
            return ValueProblem(.invalidColor, "\(quoted): the leading '#' is missing", hint: hint, fix: fix)
        }
        if let hex = namedColors[trimmed.lowercased()] {
            // A name stands for a shade the author may not have had in mind.
            return ValueProblem(.invalidColor, "\(quoted): a colour name; the SDKs read only hex colours", hint: "write \(Quote.string(hex))",
                                fix: .string(hex, "use the hex colour", .unsafe))
        }
        if trimmed.first == "#" {
            let digits = trimmed.dropFirst()
            if let bad = digits.first(where: { !($0.isASCII && $0.isHexDigit) }) {
                return ValueProblem(.invalidColor, "\(quoted): '\(bad)' is not a hex digit", hint: grammarHint)
            }
            return ValueProblem(.invalidColor, "\(quoted): \(digits.count) hex digit\(digits.count == 1 ? "" : "s"); a colour has 3, 4, 6 or 8",
                                hint: grammarHint)
        }
        return ValueProblem(.invalidColor, "\(quoted): not a hex colour", hint: grammarHint)
    }

    static let grammarHint = "write '#' and 3, 4, 6 or 8 hex digits: #RGB, #RGBA, #RRGGBB or #RRGGBBAA (alpha last)"

    /// `#` and `digits` when that is a colour, with the fix titled `what` that writes it; else
    /// the grammar and no fix.
    private static func suggestion<S: StringProtocol>(
        _ digits: S, _ what: String, _ applicability: Fix.Applicability
    ) -> (hint: String, fix: ValueFix?) {
        let color = "#" + digits
        guard isPortable(color) else { return (grammarHint, nil) }
        return ("write \(Quote.string(color))", .string(color, what, applicability))
    }

    /// `#80FF0000`: written as Android's `#AARRGGBB`, read as CSS `#RRGGBBAA`, so fully transparent.
    /// Transparent greys such as `#FFFFFF00` are meant as written.
    private static func alphaFirstConfusion(_ value: String, quoted: @autoclosure () -> String) -> ValueProblem? {
        let bytes = value.utf8
        guard bytes.count == 9, bytes.last == UInt8(ascii: "0"), bytes[bytes.index(bytes.endIndex, offsetBy: -2)] == UInt8(ascii: "0") else {
            return nil
        }
        let digits = Array(value.dropFirst().uppercased())
        guard digits.count == 8, digits[6...] == ["0", "0"], digits[0...1] != ["0", "0"] else { return nil }
        let rgb = digits[0..<6]
        if rgb.allSatisfy({ $0 == rgb.first }) { return nil }
        let alpha = Int(String(digits[0...1]), radix: 16) ?? 0
        let intended = "#" + String(digits[2..<8]) + String(digits[0...1])
        return ValueProblem(
            .colorAlphaFirst,
            "\(quoted()): fully transparent, because alpha comes last (#RRGGBBAA); '\(String(digits[0...1]))' looks like an alpha written first (#AARRGGBB)",
            hint: "for \(String(digits[2..<8])) at \(Int((Double(alpha) / 255 * 100).rounded())) % opacity write \(Quote.string(intended))",
            fix: .string(intended, "move the alpha last", .unsafe))
    }

    private static let namedColors: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "red": "#FF0000", "green": "#008000", "blue": "#0000FF",
        "yellow": "#FFFF00", "orange": "#FFA500", "purple": "#800080", "pink": "#FFC0CB", "gray": "#808080",
        "grey": "#808080", "cyan": "#00FFFF", "magenta": "#FF00FF", "transparent": "#00000000",
    ]
}
