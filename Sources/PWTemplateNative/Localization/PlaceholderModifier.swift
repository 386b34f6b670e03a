import PWTemplateLint

/// The TYPE part of a placeholder that changes the value (§11.3). Names are exact and
/// case-sensitive; any other TYPE (`text`, `color`, …) leaves the value unchanged.
enum PlaceholderModifier: String, CaseIterable, Sendable {
    case lowercase
    case uppercase = "UPPERCASE"
    case capitalizeFirst = "CapitalizeFirst"
    case capitalizeAllFirst = "CapitalizeAllFirst"
    case cent, comma, dollar, euro, jpy, lira
    case dateMonthNameDayYear = "M-d-y"
    case dateMonthDayYear = "m-d-y"
    case dateMonthNameDayYearSpaced = "M d y"
    case dateMonthNameDayFullYear = "M d Y"
    case dateWeekday = "l"
    case dateMonthNameDay = "M d"
    case dateTime = "H:i"
    case dateMonthDayYearTime = "m-d-y H:i"

    /// The modifier whose name differs from `type` only in letter case, if any.
    static func caseInsensitiveMatch(for type: String) -> PlaceholderModifier? {
        guard PlaceholderModifier(rawValue: type) == nil else { return nil }
        let lowercased = type.lowercased()
        return lowercasedNames.first { $0.name == lowercased }?.modifier
    }

    /// Every modifier with its name in lower case, in declaration order.
    private static let lowercasedNames = allCases.map { (modifier: $0, name: $0.rawValue.lowercased()) }

    /// The date pattern of a date modifier, as both SDKs hand it to their formatter.
    private var datePattern: String? {
        switch self {
        case .dateMonthNameDayYear: "MMM-dd-yy"
        case .dateMonthDayYear: "MM-dd-yy"
        case .dateMonthNameDayYearSpaced: "MMM dd yy"
        case .dateMonthNameDayFullYear: "MMM dd yyyy"
        case .dateWeekday: "EEEE"
        case .dateMonthNameDay: "MMM dd"
        case .dateTime: "hh:mm"
        case .dateMonthDayYearTime: "MM-dd-yy hh:mm"
        default: nil
        }
    }

    // MARK: Android (InAppTagFormatModifier.format)

    /// `value` as Android formats a found key whose TYPE names `modifier` (nil: no modifier).
    static func android(_ value: String, modifier: PlaceholderModifier?) -> String {
        guard let modifier else { return value }
        switch modifier {
        case .lowercase: return value.lowercased()
        case .uppercase: return value.uppercased()
        case .capitalizeFirst: return androidCapitalizeFirst(value)
        case .capitalizeAllFirst: return androidCapitalizeAll(value)
        default:
            if let pattern = modifier.datePattern {
                // Long.parseLong, then seconds * 1000 in a wrapping Long, then back to seconds.
                guard let seconds = javaLong(value) else { return value }
                let milliseconds = seconds &* 1_000
                let floored = milliseconds / 1_000 - (milliseconds % 1_000 < 0 ? 1 : 0)
                return GMTDate(secondsSince1970: floored).formatted(pattern)
            }
            return modifier.formatNumber(value)
        }
    }

    /// Java's `Character.toUpperCase` on the first UTF-16 unit; the rest is left alone.
    private static func androidCapitalizeFirst(_ value: String) -> String {
        guard let first = value.unicodeScalars.first else { return "" }
        return javaUpperCase(first) + String(value.unicodeScalars.dropFirst())
    }

    /// Upper-cases a letter at the start or after whitespace, leaving everything else.
    private static func androidCapitalizeAll(_ value: String) -> String {
        var result = ""
        var afterWhitespace = true
        for scalar in value.unicodeScalars {
            let isLetter = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
                .contains(scalar.properties.generalCategory)
            let written = afterWhitespace && isLetter ? javaUpperCase(scalar) : String(scalar)
            result += written
            afterWhitespace = javaIsWhitespace(written.unicodeScalars.last ?? scalar)
        }
        return result
    }

    /// `Character.toUpperCase(char)`: the simple (one-to-one) mapping of a BMP character.
    private static func javaUpperCase(_ scalar: Unicode.Scalar) -> String {
        let mapping = scalar.properties.uppercaseMapping
        guard scalar.value <= 0xFFFF, mapping.unicodeScalars.count == 1 else { return String(scalar) }
        return mapping
    }

    /// `Character.isWhitespace`: separators but the no-break spaces, and the ASCII controls \t–\r, FS–US.
    private static func javaIsWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x1C...0x1F: return true
        case 0xA0, 0x2007, 0x202F: return false
        default:
            return [.spaceSeparator, .lineSeparator, .paragraphSeparator].contains(scalar.properties.generalCategory)
        }
    }

    /// `Long.parseLong`: an optional sign and ASCII digits that fit in 64 bits.
    private static func javaLong(_ text: String) -> Int64? {
        let digits = text.first == "+" || text.first == "-" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int64(text)
    }

    // MARK: iOS (PWResource pw_applyModifier)

    /// `value` as iOS renders it when TYPE names `modifier` (nil: no modifier): case modifiers
    /// always, value formatters only when `applyFormatters` (a found key, not a default).
    static func ios(_ value: String, modifier: PlaceholderModifier?, applyFormatters: Bool) -> String {
        guard let modifier else { return value }
        switch modifier {
        case .lowercase: return value.lowercased()
        case .uppercase: return value.uppercased()
        case .capitalizeFirst:
            guard let first = value.first else { return value }
            return first.uppercased() + value.dropFirst().lowercased()
        case .capitalizeAllFirst: return foundationCapitalized(value)
        default:
            guard applyFormatters else { return value }
            if let pattern = modifier.datePattern {
                guard let seconds = cLongLong(value) else { return value }
                return GMTDate(secondsSince1970: seconds).formatted(pattern)
            }
            return modifier.formatNumber(value)
        }
    }

    /// `-[NSString capitalizedString]` (CFStringCapitalize): a cased letter is title-cased when no
    /// cased letter precedes it (case-ignorable characters such as `'` are skipped), and
    /// lower-cased otherwise, so `1st` becomes `1St` and `o'neil` becomes `O'neil`.
    private static func foundationCapitalized(_ value: String) -> String {
        var result = ""
        var afterCased = false
        for scalar in value.unicodeScalars {
            let properties = scalar.properties
            if properties.isCaseIgnorable && !properties.isCased {
                result.unicodeScalars.append(scalar)
            } else if properties.isCased {
                result += afterCased ? properties.lowercaseMapping : properties.titlecaseMapping
                afterCased = true
            } else {
                result.unicodeScalars.append(scalar)
                afterCased = false
            }
        }
        return result
    }

    /// `strtoll` that must consume the whole string: leading C whitespace, a sign, decimal
    /// digits; out-of-range values clamp as strtoll does.
    private static func cLongLong(_ text: String) -> Int64? {
        var rest = Substring(text).drop { " \t\n\u{0B}\u{0C}\r".contains($0) }
        var negative = false
        if let sign = rest.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let magnitude = Int64(rest)
        switch (magnitude, negative) {
        case (let value?, false): return value
        case (let value?, true): return -value
        case (nil, false): return .max
        case (nil, true): return .min
        }
    }

    // MARK: Shared number formatters (identical on both SDKs)

    private func formatNumber(_ value: String) -> String {
        switch self {
        case .cent: return Self.cents(value)
        case .comma: return Self.commaGrouped(value)
        case .dollar: return value.isEmpty ? "$0" : "$" + Self.commaGrouped(value)
        case .euro: return value.isEmpty ? "€0" : "€" + Self.commaGrouped(value)
        case .jpy: return value.isEmpty ? "¥0" : "¥" + Self.commaGrouped(value)
        case .lira: return value.isEmpty ? "₤0" : "₤" + Self.commaGrouped(value)
        default: return value
        }
    }

    /// The characters in groups of three from the right, joined by commas (`1234567` → `1,234,567`).
    static func commaGrouped(_ value: String) -> String {
        let characters = Array(value)
        var groups: [String] = []
        var end = characters.count
        while end > 0 {
            groups.insert(String(characters[max(end - 3, 0)..<end]), at: 0)
            end -= 3
        }
        return groups.joined(separator: ",")
    }

    /// `$` + all but the last two characters + `.` + the last two (`1234` → `$12.34`, `5` → `$.05`).
    static func cents(_ value: String) -> String {
        guard !value.isEmpty else { return "$.00" }
        let padded = value.count == 1 ? "0" + value : value
        return "$" + padded.dropLast(2) + "." + padded.suffix(2)
    }
}
