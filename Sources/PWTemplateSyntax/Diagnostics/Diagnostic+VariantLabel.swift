extension Diagnostic {
    /// `[de]` or `[de, ios]` for a finding of one language variant; `nil` otherwise (a
    /// platform-only finding names its platform in the message). Every report shows it so.
    public var variantLabel: String? {
        guard let language else { return nil }
        return "[" + ([language] + (platform.map { [$0.rawValue] } ?? [])).joined(separator: ", ") + "]"
    }
}
