/// A platform whose Pushwoosh SDK renders native templates.
public enum Platform: String, Sendable, CaseIterable, Comparable {
    case ios
    case android

    /// The name people use: `iOS`, `Android`.
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
