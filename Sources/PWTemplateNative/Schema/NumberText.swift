import PWTemplateLint

/// Numbers written for people: `0.15`, `30`, `70 %`.
enum NumberText {
    /// `value` without a trailing `.0`; integral values print as integers.
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// A fraction as a percentage: `0.7` → `70 %`.
    static func percent(_ fraction: Double) -> String {
        format((fraction * 10_000).rounded() / 100) + " %"
    }
}
