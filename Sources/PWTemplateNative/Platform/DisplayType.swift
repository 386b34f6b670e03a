/// The ten native display types; the raw value is the `displayType` and block key.
public enum DisplayType: String, Sendable, CaseIterable, Comparable {
    case banner, carousel, fullscreen, modal, pip, scratchcard, sheet, spinwheel, stories, video

    public static func < (lhs: DisplayType, rhs: DisplayType) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
