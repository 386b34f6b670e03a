import PWTemplateLint
import PWTemplateSyntax

/// The checks of a number field: bounds outside which the SDKs reject the template, and the
/// clamps and thresholds where they silently change or misuse the value.
public struct NumberRules: Sendable {
    /// A rejecting bound.
    public struct Bound: Sendable {
        public let value: Double
        /// Whether `value` itself is accepted.
        public let isInclusive: Bool
        /// The only platform that checks the bound, when the other accepts any value.
        public let platform: Platform?

        public init(_ value: Double, inclusive: Bool, platform: Platform? = nil) {
            self.value = value
            self.isInclusive = inclusive
            self.platform = platform
        }
    }

    /// How the SDKs change an accepted value.
    public enum Clamp: Sendable {
        /// Clamped into `lower...upper`.
        case range(Double, Double)
        /// Clamped to at most `upper`.
        case atMost(Double)
        /// A value over 1 is a percentage (divided by 100), one up to 1 a fraction; the result
        /// is clamped into `lower...upper` (pip `width`).
        case percentOrFraction(Double, Double)
        /// Truncated to an integer and clamped to a valid index of the sibling list `field`
        /// (spinwheel `winIndex` into `segments`).
        case index(into: String)
    }

    public let minimum: Bound?
    public let maximum: Bound?
    public let clamp: Clamp?
    /// Below this the value is accepted but too short to be useful (seconds on screen).
    public let advisoryMinimum: Double?
    /// The unit in messages, e.g. `s`.
    public let unit: String?

    public init(
        minimum: Bound? = nil, maximum: Bound? = nil, clamp: Clamp? = nil,
        advisoryMinimum: Double? = nil, unit: String? = nil
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.clamp = clamp
        self.advisoryMinimum = advisoryMinimum
        self.unit = unit
    }

    /// Greater than zero.
    public static func positive(unit: String? = nil, clamp: Clamp? = nil, advisoryMinimum: Double? = nil) -> NumberRules {
        NumberRules(minimum: Bound(0, inclusive: false), clamp: clamp, advisoryMinimum: advisoryMinimum, unit: unit)
    }
    /// Zero or more, checked by `platform` only when given.
    public static func nonNegative(platform: Platform? = nil) -> NumberRules {
        NumberRules(minimum: Bound(0, inclusive: true, platform: platform))
    }

    /// The accepted values in words: `> 0`, `> 0 and ≤ 1`.
    public var rangeDescription: String? {
        let parts = [
            minimum.map { ($0.isInclusive ? "≥ " : "> ") + NumberText.format($0.value) },
            maximum.map { ($0.isInclusive ? "≤ " : "< ") + NumberText.format($0.value) },
        ].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}
