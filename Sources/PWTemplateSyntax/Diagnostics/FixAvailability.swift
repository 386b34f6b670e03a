/// Whether the findings of a rule carry a fix, declared with the rule (as ruff's
/// `FIX_AVAILABILITY`): `rules`, `explain` and `docs/rules.md` print it, and a test holds each
/// declaration to the fixes of the rule's failing examples.
public enum FixAvailability: Sendable, Hashable {
    /// No finding carries a fix.
    case none
    /// Some findings carry a fix of this applicability; others have none (or, for `.unsafe`,
    /// a safe one).
    case sometimes(Fix.Applicability)
    /// Every finding carries a fix of this applicability.
    case always(Fix.Applicability)

    /// The applicability of the fixes, `nil` for `.none`.
    public var applicability: Fix.Applicability? {
        switch self {
        case .none: nil
        case .sometimes(let applicability), .always(let applicability): applicability
        }
    }

    /// A word or two for tables and JSON: `none`, `sometimes-safe`, `always-unsafe`, …
    public var name: String {
        switch self {
        case .none: "none"
        case .sometimes(let applicability): "sometimes-" + applicability.rawValue
        case .always(let applicability): "always-" + applicability.rawValue
        }
    }
}
