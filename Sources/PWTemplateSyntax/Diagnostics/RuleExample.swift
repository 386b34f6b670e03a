/// A small template that shows a rule: failing examples yield exactly the marked findings of
/// the rule, passing examples none; both are otherwise free of errors. Tests run every one.
public struct RuleExample: Sendable, Hashable {
    /// The marker put just before the text where a finding starts; removed before linting.
    public static let marker: Character = "↓"

    /// The `native-config.json` text (or the one file of ``documentName``), with a ``marker``
    /// before each expected finding.
    public var nativeConfig: String
    /// The `pushwoosh.json` text, if the example has one (markers allowed too).
    public var pushwoosh: String?
    /// The platforms the example is linted for; `nil` means the default selection.
    public var targets: [Target]?
    /// The file name of an example of a kind whose document is one file (`promo.inbox.json`);
    /// `nil` for a native template's `native-config.json`.
    public var documentName: String?

    /// A complete modal that passes every rule: the passing example of many rules.
    public static let cleanModal = RuleExample("""
        {
          "displayType": "modal",
          "modal": {
            "showClose": true,
            "dimBackground": true,
            "background": "#FFFFFFFF",
            "title": { "text": "Spring sale", "color": "#111111FF" },
            "buttons": []
          }
        }
        """)

    public init(_ nativeConfig: String, pushwoosh: String? = nil, targets: [Target]? = nil) {
        self.nativeConfig = nativeConfig
        self.pushwoosh = pushwoosh
        self.targets = targets
    }

    /// An example of a one-file kind: the file `name` holding `text`.
    public init(document text: String, named name: String, targets: [Target]? = nil) {
        self.init(text, targets: targets)
        documentName = name
    }

    /// The example's files as a document holds them, markers kept: `native-config.json`, then
    /// `pushwoosh.json`; or the one file of ``documentName``.
    public var files: [(name: String, text: String)] {
        if let documentName { return [(documentName, nativeConfig)] }
        return [(EntryName.nativeConfig.path, nativeConfig)] + (pushwoosh.map { [(EntryName.pushwoosh.path, $0)] } ?? [])
    }

    /// `value` as a JSON string, `"value"`, or `↓"value"` for `↓value` (no escaping: example values need none).
    package static func literal(_ value: String) -> String {
        value.first == marker ? "\(marker)\"\(value.dropFirst())\"" : "\"\(value)\""
    }
}

/// The examples of one rule.
public struct RuleExamples: Sendable, Hashable {
    public var failing: [RuleExample]
    public var passing: [RuleExample]

    public static let none = RuleExamples(failing: [], passing: [])

    public init(failing: [RuleExample], passing: [RuleExample]) {
        self.failing = failing
        self.passing = passing
    }
}
