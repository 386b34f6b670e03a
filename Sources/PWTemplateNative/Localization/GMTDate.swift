import PWTemplateLint

/// A Unix time in seconds broken into Gregorian calendar fields in GMT, and the date formats the
/// SDKs' date modifiers use (`SimpleDateFormat` / `NSDateFormatter` patterns in English).
struct GMTDate: Equatable {
    var year: Int64
    /// 1...12
    var month: Int
    /// 1...31
    var day: Int
    /// 0...23
    var hour: Int
    var minute: Int
    /// 0 = Sunday ... 6 = Saturday
    var weekday: Int

    /// The calendar fields of `seconds` after 1970-01-01T00:00:00Z (proleptic Gregorian calendar).
    init(secondsSince1970 seconds: Int64) {
        let (days, secondOfDay) = Self.floorDivision(seconds, 86_400)
        hour = Int(secondOfDay / 3_600)
        minute = Int(secondOfDay % 3_600 / 60)
        weekday = Int(Self.floorDivision(days + 4, 7).remainder)
        // Howard Hinnant's civil-from-days.
        let shifted = days + 719_468
        let era = Self.floorDivision(shifted, 146_097).quotient
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The quotient rounded down and the remainder in `0..<divisor`, for a positive `divisor`;
    /// without a product, so that no `value` overflows (`Int64.min` seconds is a date too: iOS
    /// reads a value below it as it).
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The text of one date pattern letter run the SDKs use: `MMM`, `MM`, `dd`, `yy`, `yyyy`, `EEEE`, `hh`, `mm`.
    func field(_ run: String) -> String {
        // Years before 1 are written as years of the era (1 BC is 1), as both formatters do.
        let yearOfEra = year > 0 ? year : 1 - year
        switch run {
        case "MMM": return Self.monthNames[month - 1]
        case "MM": return Self.padded(Int64(month), 2)
        case "dd": return Self.padded(Int64(day), 2)
        case "yy": return Self.padded(yearOfEra % 100, 2)
        case "yyyy": return Self.padded(yearOfEra, 4)
        case "EEEE": return Self.weekdayNames[weekday]
        case "hh": return Self.padded(Int64(hour % 12 == 0 ? 12 : hour % 12), 2)
        case "mm": return Self.padded(Int64(minute), 2)
        default: return run
        }
    }

    /// The date formatted with a pattern of letter runs and literal separators (`MMM-dd-yy`).
    func formatted(_ pattern: String) -> String {
        var result = ""
        var run = ""
        for character in pattern {
            if let last = run.last, last != character {
                result += field(run)
                run = ""
            }
            if character.isLetter {
                run.append(character)
            } else {
                result.append(character)
            }
        }
        return result + field(run)
    }

    private static func padded(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
