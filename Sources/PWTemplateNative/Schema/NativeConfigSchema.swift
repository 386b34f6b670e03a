import PWTemplateLint

/// The whole `native-config.json` format as data: the root object and the display blocks.
public enum NativeConfigSchema {
    /// The root key that selects the display block.
    public static let displayType = FieldSchema(
        "displayType", .required, .enumeration(DisplayType.allCases.map(\.rawValue)),
        "The display type, matched case-insensitively; its lower-case name is the key of the content block.")

    /// Delivery keys the SDKs read tolerantly beside the block: a bad value counts as absent.
    public static let envelope: [FieldSchema] = [
        FieldSchema("inAppId", .optional, .unchecked, "Message identity, a non-empty string; a missing, empty or non-string one is replaced by the resource code."),
        FieldSchema("maxDisplays", .optional, .unchecked, "Display cap (number or numeric string), enforced only when the app enables frequency capping."),
        FieldSchema("cooldown", .optional, .unchecked, "Seconds between displays (number or numeric string), enforced only when the app enables frequency capping."),
        FieldSchema("expireDate", .optional, .unchecked, "Expiry as Unix seconds (number or numeric string); wins over `ttl`."),
        FieldSchema("ttl", .optional, .unchecked, "Lifetime in seconds from delivery (number or numeric string); ignored when ≤ 0."),
    ]

    /// The content block of `type`.
    public static func block(for type: DisplayType) -> BlockSchema {
        switch type {
        case .banner: .banner
        case .carousel: .carousel
        case .fullscreen: .fullscreen
        case .modal: .modal
        case .pip: .pip
        case .scratchcard: .scratchcard
        case .sheet: .sheet
        case .spinwheel: .spinwheel
        case .stories: .stories
        case .video: .video
        }
    }
}
