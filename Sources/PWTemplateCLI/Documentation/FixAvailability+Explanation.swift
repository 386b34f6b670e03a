import PWTemplateSyntax

extension FixAvailability {
    /// The sentence `explain` prints under "Fix:" and `docs/rules.md` after "**Fix:**", from the
    /// rule's declaration.
    var explanation: String {
        switch self {
        case .none:
            "None: 'pwtemplate lint --fix' leaves this finding to you."
        case .always(.safe):
            "Safe: 'pwtemplate lint --fix' applies it."
        case .always(.unsafe):
            "Unsafe: 'pwtemplate lint --fix --unsafe-fixes' applies it; look at the change before you keep it."
        case .sometimes(.safe):
            "Sometimes, safe: where a finding has a fix, 'pwtemplate lint --fix' applies it; the others are left to you."
        case .sometimes(.unsafe):
            """
            Sometimes, unsafe: where a finding has a fix, 'pwtemplate lint --fix --unsafe-fixes' applies it \
            (safe ones with '--fix' alone); look at the change before you keep it.
            """
        }
    }

    /// The `fix` object of the JSON listing of `rules`: `{"availability": "sometimes", "applicability": "safe"}`.
    var json: JSONOutput {
        let availability = switch self {
        case .none: "none"
        case .sometimes: "sometimes"
        case .always: "always"
        }
        return .object([
            ("availability", .string(availability)),
            ("applicability", applicability.map { .string($0.rawValue) } ?? .null),
        ])
    }
}
