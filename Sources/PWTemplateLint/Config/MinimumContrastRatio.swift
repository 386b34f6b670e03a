/// The lowest acceptable contrast ratio of text on its background, which the contrast checks
/// of every kind read: 4.5 (WCAG 2.x AA for normal text) unless the `low-contrast` rule's
/// `minimumRatio` option sets another.
public enum MinimumContrastRatio: KindSettingKey {
    public static let defaultValue = 4.5
}
