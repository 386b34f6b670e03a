import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    /// A valid modal, the passing example of the `json-*` rules.
    private static let validModal = """
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
        """

    public static let jsonSyntax = Rule(
        id: "json-syntax", defaultSeverity: .error, category: .json,
        summary: "The file is not strict RFC 8259 JSON.",
        rationale: "iOS parses templates with the strict system parser and drops anything else; Android tolerates some extensions (comments, single quotes). Only strict JSON reads the same on both.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [RuleExample("""
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "title": { "text": "Spring sale", "color": "#111111FF" },
                "buttons": []↓,
              }
            }
            """)],
            passing: [RuleExample(validModal)])
    )
    public static let jsonDuplicateKey = Rule(
        id: "json-duplicate-key", defaultSeverity: .error, category: .json,
        summary: "An object has the same key twice.",
        rationale: "Android keeps the last value, iOS does not specify which: the template may render differently per platform.",
        fix: .sometimes(.safe),
        examples: RuleExamples(
            failing: [RuleExample("""
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                ↓"showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "title": { "text": "Spring sale", "color": "#111111FF" },
                "buttons": []
              }
            }
            """)],
            passing: [RuleExample(validModal)])
    )
    public static let jsonBOM = Rule(
        id: "json-bom", defaultSeverity: .warning, category: .json,
        summary: "The file starts with a UTF-8 byte-order mark.",
        rationale: "Android skips a BOM; iOS does not promise to. UTF-8 without a BOM is the only safe encoding.",
        fix: .always(.safe),
        examples: RuleExamples(
            failing: [RuleExample("↓\u{FEFF}" + validModal)],
            passing: [RuleExample(validModal)])
    )
    public static let jsonEncoding = Rule(
        id: "json-encoding", defaultSeverity: .error, category: .json,
        summary: "The file is not valid UTF-8.",
        rationale: "Both SDKs read the file as UTF-8; other encodings (UTF-16, Latin-1) fail to parse or show garbled text.",
        fix: .none
    )
    public static let jsonTooDeep = Rule(
        id: "json-too-deep", defaultSeverity: .error, category: .json,
        summary: "Arrays and objects are nested deeper than 256 levels.",
        rationale: "No template needs such depth; Android's localiser overflows its stack on very deep input. pwtemplate stops at the limit instead of crashing.",
        fix: .none
    )
    public static let jsonRootNotObject = Rule(
        id: "json-root-not-object", defaultSeverity: .error, category: .json,
        summary: "The root of the file is not a JSON object.",
        rationale: "Both SDKs reject a root that is an array or a scalar.",
        fix: .none
    )
}
