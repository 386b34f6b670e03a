import PWTemplateLint

/// What a field's value must be: its JSON type and the checks the SDKs apply to it.
public indirect enum ValueKind: Sendable {
    /// A JSON boolean (`"true"` and `1` are not booleans).
    case boolean
    /// A finite JSON number with the given bounds and clamps.
    case number(NumberRules)
    /// A non-empty string; whitespace-only text is accepted.
    case text
    /// A colour string: `#` and 3, 4, 6 or 8 hex digits (CSS order, alpha last).
    case color
    /// An image or video URL: an absolute `https://` URL loaded over the network.
    case mediaURL
    /// A URL or deep link opened on tap: any non-empty string, ideally with a scheme.
    case actionURL
    /// A string from a fixed set, matched case-insensitively.
    case enumeration([String])
    /// An object described by a block schema.
    case block(BlockSchema)
    /// An array whose elements all have one kind.
    case list(ListRules)
    /// A colour, or a non-empty array of colours (a gradient).
    case colorOrGradient
    /// A promo code: any string, where `""` counts as absent.
    case rewardCode
    /// Any value, never checked here (envelope keys, the `dark` overlay).
    case unchecked

    /// The JSON types the value may have.
    public var jsonTypes: [String] {
        switch self {
        case .boolean: ["boolean"]
        case .number: ["number"]
        case .text, .color, .mediaURL, .actionURL, .enumeration, .rewardCode: ["string"]
        case .block: ["object"]
        case .list: ["array"]
        case .colorOrGradient: ["string", "array"]
        case .unchecked: []
        }
    }

    /// A short name of the kind in user words, e.g. `colour`, `list of Button`.
    public var summary: String {
        switch self {
        case .boolean: "boolean"
        case .number: "number"
        case .text: "non-empty string"
        case .color: "colour"
        case .mediaURL: "https URL"
        case .actionURL: "URL or deep link"
        case .enumeration(let values): values.joined(separator: " | ")
        case .block(let block): block.name
        case .list(let rules): "list of \(rules.element.summary)"
        case .colorOrGradient: "colour or list of colours"
        case .rewardCode: "string"
        case .unchecked: "any"
        }
    }

    /// A short valid JSON value of this kind, for hints (`true`, `"#000000FF"`).
    public var sample: String {
        switch self {
        case .boolean: "true"
        case .number: "1"
        case .text, .rewardCode: "\"Hello\""
        case .color, .colorOrGradient: "\"#000000FF\""
        case .mediaURL: "\"https://example.com/image.jpg\""
        case .actionURL: "\"https://example.com\""
        case .enumeration(let values): "\"\(values.first ?? "")\""
        case .block(let block): block.sample
        case .list: "[]"
        case .unchecked: "{}"
        }
    }
}

extension ValueKind {
    /// The blocks this kind holds directly.
    var blocks: [BlockSchema] {
        switch self {
        case .block(let block): [block]
        case .list(let rules): rules.element.blocks
        default: []
        }
    }
}
