import PWTemplateLint

/// The limits of the design checks, set from `.pwtemplate.json` rule options.
public struct DesignThresholds: Sendable, Equatable {
    /// `low-contrast`: the lowest acceptable contrast ratio (WCAG 2.x AA for normal text by default).
    public var minimumContrastRatio: Double
    /// `too-many-buttons`: the most buttons one list may hold.
    public var maximumButtons: Int

    public static let `default` = DesignThresholds(minimumContrastRatio: MinimumContrastRatio.defaultValue, maximumButtons: 3)

    public init(minimumContrastRatio: Double, maximumButtons: Int) {
        self.minimumContrastRatio = minimumContrastRatio
        self.maximumButtons = maximumButtons
    }
}
