import PWTemplateLint

/// What ``NativeConfigChecks/check`` can tell apart of one language variant of a template: its
/// resolved placeholder strings, each exact, except that a string at a ``ValueKind/text``
/// position (``TextPositions``) counts only by its ``TextValueClass``. Variants with equal keys
/// get identical findings, so only the first of them is checked.
///
/// Why the class is all that counts: the placeholder strings are the only values that differ
/// between variants (every other string resolves to itself), ranges are those of the source, and
/// every check reads a string at a text position (`text` of a Text object; no other field is
/// `.text`) only through its class:
/// - the schema walk (`SchemaWalk`) checks it as `.text`: a string is never a type mismatch
///   there, so it is only tested with `isEmpty`, and its finding ("is an empty string") does not
///   quote it. Values the walk quotes or inspects otherwise (enumerations, colours, URLs, type
///   mismatch wordings and hints, `requiredWhen` conditions, a Reward's `title`/`code` for
///   `anyOf`, numbers' siblings) stand at other positions, so they are exact in the key;
/// - the design checks read it only in `VisibleContentCheck`, whether it is readable; the
///   contrast, way-out and button-count checks read colours, surfaces, action types, flags and
///   counts, never a Text's `text`;
/// - the dark overlay copies only `background`, `color`, `image`, `poster` and `fallback` from
///   `dark` (no block has a text field of those names), so the text positions of the merged
///   variant hold the light block's values, read by the same schema walk; values under `dark`
///   are exact in the key;
/// - the envelope and platform checks read `displayType`, which is exact (and when it is a
///   placeholder, no position counts as text).
struct VariantKey: Equatable {
    /// The variant's resolved placeholder strings, in document order.
    let resolved: [String]
    /// Which of them stand at text positions (the same array for every variant of a template).
    private let textPositions: [Bool]

    /// The key of the variant whose placeholder strings resolve to `resolved`;
    /// `textPositions` flags those at text positions (as many, in the same order).
    init(resolved: [String], textPositions: [Bool]) {
        self.resolved = resolved
        self.textPositions = textPositions
    }

    /// Compares in place, without building a value per string: a template has one or two
    /// distinct keys, so most keys are compared once and most strings are equal.
    static func == (lhs: VariantKey, rhs: VariantKey) -> Bool {
        guard lhs.resolved.count == rhs.resolved.count, lhs.textPositions == rhs.textPositions else { return false }
        for (index, isText) in lhs.textPositions.enumerated() {
            let left = lhs.resolved[index], right = rhs.resolved[index]
            guard left == right || isText && TextValueClass(left) == TextValueClass(right) else { return false }
        }
        return true
    }
}
