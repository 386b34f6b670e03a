import PWTemplateLint
import PWTemplateSyntax

/// The native kind's settings of a lint run: the support table (`platformSupport` in
/// `.pwtemplate.json`) and the design rules' thresholds (their rule options).
extension LintConfiguration {
    /// Which SDK releases render which display type.
    public var support: PlatformSupport {
        get { settings[PlatformSupport.Key.self] }
        set { settings[PlatformSupport.Key.self] = newValue }
    }

    /// The limits of the design checks: the contrast ratio every kind's contrast checks read,
    /// and the native button limit.
    public var design: DesignThresholds {
        get { DesignThresholds(minimumContrastRatio: settings[MinimumContrastRatio.self], maximumButtons: settings[DesignThresholds.MaximumButtons.self]) }
        set {
            settings[MinimumContrastRatio.self] = newValue.minimumContrastRatio
            settings[DesignThresholds.MaximumButtons.self] = newValue.maximumButtons
        }
    }
}

extension PlatformSupport {
    /// The table's place in ``KindSettings``: the SDK releases read, unless configured.
    enum Key: KindSettingKey {
        static let defaultValue = PlatformSupport.sdkReleases
    }
}

extension DesignThresholds {
    /// `too-many-buttons`' limit in ``KindSettings``: 3, unless its `maximum` option sets another.
    enum MaximumButtons: KindSettingKey {
        static let defaultValue = DesignThresholds.default.maximumButtons
    }
}
