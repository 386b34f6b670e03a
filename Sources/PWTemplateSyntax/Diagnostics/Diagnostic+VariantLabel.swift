extension Diagnostic {
    /// `[de]` or `[de, ios]` for a finding of one language variant (from ``variant``); `nil`
    /// otherwise (a platform-only or key-missing finding names its platform in the message).
    /// Every report shows it so.
    public var variantLabel: String? {
        guard let variant, let language = variant.language else { return nil }
        return "[" + ([language] + (variant.platform.map { [$0.rawValue] } ?? [])).joined(separator: ", ") + "]"
    }
}
