@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// The modifiers of §11.3 as each SDK applies them to a found value.
@Suite struct PlaceholderModifierTests {
    struct ModifierCase: CustomTestStringConvertible, Sendable {
        var type: String
        var value: String
        var android: String
        var ios: String
        var testDescription: String { "\(type) on \(value)" }
    }

    static let cases: [ModifierCase] = [
        ModifierCase(type: "lowercase", value: "Spring SALE", android: "spring sale", ios: "spring sale"),
        ModifierCase(type: "UPPERCASE", value: "Spring sale ß", android: "SPRING SALE SS", ios: "SPRING SALE SS"),
        ModifierCase(type: "CapitalizeFirst", value: "hELLO wORLD", android: "HELLO wORLD", ios: "Hello world"),
        ModifierCase(type: "CapitalizeFirst", value: "", android: "", ios: ""),
        ModifierCase(type: "CapitalizeAllFirst", value: "hello wORLD-wide 1st", android: "Hello WORLD-wide 1st", ios: "Hello World-Wide 1St"),
        ModifierCase(type: "CapitalizeAllFirst", value: "o'neil  пес", android: "O'neil  Пес", ios: "O'neil  Пес"),
        ModifierCase(type: "cent", value: "1234", android: "$12.34", ios: "$12.34"),
        ModifierCase(type: "cent", value: "5", android: "$.05", ios: "$.05"),
        ModifierCase(type: "cent", value: "", android: "$.00", ios: "$.00"),
        ModifierCase(type: "comma", value: "1234567", android: "1,234,567", ios: "1,234,567"),
        ModifierCase(type: "comma", value: "123", android: "123", ios: "123"),
        ModifierCase(type: "comma", value: "", android: "", ios: ""),
        ModifierCase(type: "dollar", value: "1000", android: "$1,000", ios: "$1,000"),
        ModifierCase(type: "dollar", value: "", android: "$0", ios: "$0"),
        ModifierCase(type: "euro", value: "25000", android: "€25,000", ios: "€25,000"),
        ModifierCase(type: "jpy", value: "1000000", android: "¥1,000,000", ios: "¥1,000,000"),
        ModifierCase(type: "lira", value: "99", android: "₤99", ios: "₤99"),
        // Dates: Unix seconds, GMT, English names; `hh` is a 12-hour clock.
        ModifierCase(type: "M-d-y", value: "1700000000", android: "Nov-14-23", ios: "Nov-14-23"),
        ModifierCase(type: "m-d-y", value: "1700000000", android: "11-14-23", ios: "11-14-23"),
        ModifierCase(type: "M d y", value: "1700000000", android: "Nov 14 23", ios: "Nov 14 23"),
        ModifierCase(type: "M d Y", value: "1700000000", android: "Nov 14 2023", ios: "Nov 14 2023"),
        ModifierCase(type: "l", value: "1700000000", android: "Tuesday", ios: "Tuesday"),
        ModifierCase(type: "M d", value: "951782400", android: "Feb 29", ios: "Feb 29"),
        ModifierCase(type: "H:i", value: "1700000000", android: "10:13", ios: "10:13"),
        ModifierCase(type: "H:i", value: "0", android: "12:00", ios: "12:00"),
        ModifierCase(type: "m-d-y H:i", value: "-1", android: "12-31-69 11:59", ios: "12-31-69 11:59"),
        ModifierCase(type: "m-d-y H:i", value: "+1709211600", android: "02-29-24 01:00", ios: "02-29-24 01:00"),
        // A value that is not an integer is left as is; only strtoll skips leading whitespace.
        ModifierCase(type: "M d Y", value: "soon", android: "soon", ios: "soon"),
        ModifierCase(type: "M d Y", value: "17e8", android: "17e8", ios: "17e8"),
        ModifierCase(type: "M d Y", value: " 0", android: " 0", ios: "Jan 01 1970"),
        // Unknown types, and names in the wrong case, change nothing.
        ModifierCase(type: "text", value: "Spring sale", android: "Spring sale", ios: "Spring sale"),
        ModifierCase(type: "Uppercase", value: "Spring sale", android: "Spring sale", ios: "Spring sale"),
        ModifierCase(type: "Dollar", value: "1000", android: "1000", ios: "1000"),
    ]

    @Test(arguments: cases)
    func formatsAFoundValue(_ modifier: ModifierCase) {
        #expect(PlaceholderModifier.android(modifier.value, modifier: PlaceholderModifier(rawValue: modifier.type)) == modifier.android)
        #expect(PlaceholderModifier.ios(modifier.value, modifier: PlaceholderModifier(rawValue: modifier.type), applyFormatters: true) == modifier.ios)
    }

    @Test func iOSAppliesOnlyCaseModifiersToDefaults() {
        #expect(PlaceholderModifier.ios("spring sale", modifier: PlaceholderModifier(rawValue: "UPPERCASE"), applyFormatters: false) == "SPRING SALE")
        #expect(PlaceholderModifier.ios("spring sale", modifier: PlaceholderModifier(rawValue: "CapitalizeAllFirst"), applyFormatters: false) == "Spring Sale")
        #expect(PlaceholderModifier.ios("1000", modifier: PlaceholderModifier(rawValue: "dollar"), applyFormatters: false) == "1000")
        #expect(PlaceholderModifier.ios("0", modifier: PlaceholderModifier(rawValue: "M d Y"), applyFormatters: false) == "0")
    }

    @Test func modifierNamesAreExactAndTheirCaseVariantsAreNamed() {
        #expect(PlaceholderModifier(rawValue: "UPPERCASE") == .uppercase)
        #expect(PlaceholderModifier(rawValue: "uppercase") == nil)
        #expect(PlaceholderModifier.caseInsensitiveMatch(for: "Uppercase") == .uppercase)
        #expect(PlaceholderModifier.caseInsensitiveMatch(for: "capitalizefirst") == .capitalizeFirst)
        #expect(PlaceholderModifier.caseInsensitiveMatch(for: "UPPERCASE") == nil)
        #expect(PlaceholderModifier.caseInsensitiveMatch(for: "text") == nil)
    }

    @Test func datesFarFromTheEpochKeepTheirCalendar() {
        let leapDay = GMTDate(secondsSince1970: 951_782_400)
        #expect((leapDay.year, leapDay.month, leapDay.day, leapDay.weekday) == (2000, 2, 29, 2))
        let early = GMTDate(secondsSince1970: -2_208_988_800)
        #expect((early.year, early.month, early.day) == (1900, 1, 1))
        #expect(GMTDate(secondsSince1970: 253_402_300_799).formatted("MMM dd yyyy hh:mm") == "Dec 31 9999 11:59")
        #expect(GMTDate(secondsSince1970: -1).formatted("MMM dd yyyy hh:mm") == "Dec 31 1969 11:59")
        // The ends of Int64 are dates too (fuzz-placeholders, round 11: the lower one trapped).
        for seconds in [Int64.min, Int64.min + 1, Int64.max] {
            let date = GMTDate(secondsSince1970: seconds)
            #expect((1...12).contains(date.month) && (1...31).contains(date.day) && (0...6).contains(date.weekday) && (0...23).contains(date.hour))
        }
    }
}
