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

    /// The first release that renders native templates (iOS 7.2.0, Android 6.10.0): what a
    /// target without a version means.
    public var firstNativeRelease: SDKVersion {
        switch self {
        case .ios: SDKVersion([7, 2, 0])
        case .android: SDKVersion([6, 10, 0])
        }
    }

    /// The first release that applies a `dark` overlay (iOS 7.2.7, Android 6.13.0); older ones
    /// ignore it as an unknown key and show the light variant.
    public var firstDarkOverlayRelease: SDKVersion {
        switch self {
        case .ios: SDKVersion([7, 2, 7])
        case .android: SDKVersion([6, 13, 0])
        }
    }

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
