// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let requiredField = Rule(
        id: "required-field", defaultSeverity: .error, category: .schema,
        summary: "A required field is missing or `null`.",
        rationale: "The SDK parsers are fail-closed: a missing or `null` required field anywhere, array elements included, rejects the whole template."
    )
    public static let typeMismatch = Rule(
        id: "type-mismatch", defaultSeverity: .error, category: .schema,
        summary: "A field has the wrong JSON type (`\"true\"` for a boolean, `\"5\"` for a number).",
        rationale: "The SDKs never coerce: `\"true\"` and `1` are not booleans, `\"5\"` is not a number, `true` is not a number. A wrong type in a required or present optional field rejects the template."
    )
    public static let emptyString = Rule(
        id: "empty-string", defaultSeverity: .error, category: .schema,
        summary: "An empty string where the SDKs need text (labels, colours, URLs, positions).",
        rationale: "Every string field must be non-empty; an empty one rejects the template (whitespace-only text is accepted)."
    )
    public static let invalidEnum = Rule(
        id: "invalid-enum", defaultSeverity: .error, category: .schema,
        summary: "A value outside its fixed set (banner `position`, pip `position`, ...).",
        rationale: "Enumerated fields accept only their listed values (case-insensitively); anything else rejects the template."
    )
    public static let invalidColor = Rule(
        id: "invalid-color", defaultSeverity: .error, category: .schema,
        summary: "A colour that is not `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`.",
        rationale: "Both SDKs need `#` followed by 3, 4, 6 or 8 hex digits, alpha last (CSS order). Leading spaces reject on iOS, signs on Android; a bad colour, required or optional, rejects the template."
    )
    public static let invalidAction = Rule(
        id: "invalid-action", defaultSeverity: .error, category: .schema,
        summary: "An action that is not an object, has an unknown `type`, or lacks a `url` for `type: url`.",
        rationale: "Actions must be objects with `type` `close` or `url` (case-insensitive), and a non-empty `url` when the type is `url`; anything else rejects the template."
    )
    public static let unsafeActionURL = Rule(
        id: "unsafe-action-url", defaultSeverity: .error, category: .schema,
        summary: "An action URL with a `javascript:`, `data:`, `file:`, `vbscript:`, `blob:` or `about:` scheme.",
        rationale: "The SDKs hand action URLs to the system opener without checking the scheme. These schemes run code, read local files or do nothing: never what a campaign wants."
    )
    public static let insecureActionURL = Rule(
        id: "insecure-action-url", defaultSeverity: .warning, category: .schema,
        summary: "An action URL using `http:`.",
        rationale: "An `http:` link opens unencrypted and may be blocked or warned about by the browser; use `https:`."
    )
    public static let actionURLForm = Rule(
        id: "action-url-form", defaultSeverity: .warning, category: .schema,
        summary: "An action URL without a scheme, or relative.",
        rationale: "A relative or scheme-less action URL goes nowhere: Android's VIEW intent and iOS's URL opener need an absolute URL (`https://…` or a custom scheme such as `myapp://offers/42`)."
    )
    public static let insecureMediaURL = Rule(
        id: "insecure-media-url", defaultSeverity: .error, category: .schema,
        summary: "A media URL (`image`, `poster`, `fallback`, video/pip `url`) using `http:`.",
        rationale: "App Transport Security on iOS and the cleartext policy on Android 9+ block `http:` loads, so the image or video never appears. Use `https:`."
    )
    public static let invalidMediaURL = Rule(
        id: "invalid-media-url", defaultSeverity: .error, category: .schema,
        summary: "A media URL that is not an absolute `https://host/...` URL (relative, `//host`, `file:`, `data:`, spaces).",
        rationale: "The SDKs load media over the network only; a relative path is never resolved against the ZIP. iOS drops an unparseable optional URL and rejects an unparseable required one (video and pip `url`)."
    )
    public static let emptyList = Rule(
        id: "empty-list", defaultSeverity: .error, category: .schema,
        summary: "An empty list that must have elements (`items` of carousel and stories, a gradient `background`).",
        rationale: "Carousel and stories need at least one item, and a surface gradient at least one colour; an empty list rejects the template."
    )
    public static let segmentCount = Rule(
        id: "segment-count", defaultSeverity: .error, category: .schema,
        summary: "A spinwheel with fewer than 2 or more than 12 `segments`.",
        rationale: "The iOS spinwheel parser accepts 2 to 12 segments and rejects the template otherwise."
    )
    public static let rewardMissingTitleOrCode = Rule(
        id: "reward-missing-title-or-code", defaultSeverity: .error, category: .schema,
        summary: "A reward with neither a `title` nor a non-empty `code`.",
        rationale: "iOS rejects a Reward (scratchcard, spinwheel and each segment's) that has no title and no code: there would be nothing to award."
    )
    public static let valueOutOfRange = Rule(
        id: "value-out-of-range", defaultSeverity: .error, category: .schema,
        summary: "A number the SDKs reject: `autoDismiss`, `duration`, `width`, `aspectRatio` ≤ 0, `revealThreshold` outside (0, 1], negative `weight` or radius, non-finite numbers.",
        rationale: "The SDKs check these ranges and reject the template when a value falls outside; where only one platform checks (a negative border radius on iOS), the strictest rule applies."
    )
    public static let valueClamped = Rule(
        id: "value-clamped", defaultSeverity: .warning, category: .schema,
        summary: "A number the SDKs silently change: story `duration` over 30 s, pip `width` outside 15–70 %, `revealThreshold` outside [0.1, 0.9], a fractional or out-of-range `winIndex`.",
        rationale: "The template is accepted, but the SDK clamps or truncates the value, so what users see differs from what the author wrote."
    )
    public static let unknownField = Rule(
        id: "unknown-field", defaultSeverity: .warning, category: .schema,
        summary: "A key the format does not know, usually a misspelt optional field.",
        rationale: "The SDKs ignore unknown keys, so a misspelt optional field (`autoDismis`) vanishes silently."
    )
    public static let ignoredField = Rule(
        id: "ignored-field", defaultSeverity: .warning, category: .schema,
        summary: "A known key that is ignored where it stands (`action` on `spinButton`, a block for another display type, `image` at the top of `fullscreen`).",
        rationale: "The SDK reads these keys elsewhere or not at all here, so the author's intent is silently lost."
    )
}
