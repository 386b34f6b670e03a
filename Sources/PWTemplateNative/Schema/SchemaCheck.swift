import PWTemplateLint
import PWTemplateSyntax

/// The schema of `native-config.json` (``SchemaValidator``): the root's own keys, then the
/// content block as written, with every value check of the walk (colours, URLs, numbers, lists).
struct SchemaCheck: Check {
    var rules: [Rule] {
        [.requiredField, .typeMismatch, .emptyString, .invalidEnum, .invalidColor, .colorTrailingWhitespace, .colorAlphaFirst,
         .invalidAction, .unsafeActionURL, .insecureActionURL, .actionURLForm, .deeplinkUnhandled, .insecureMediaURL, .invalidMediaURL,
         .unparseableURL, .unparseableImageURL, .urlPercentEncoded,
         .emptyList, .segmentCount, .rewardMissingTitleOrCode, .valueOutOfRange, .valueClamped,
         .unknownField, .ignoredField]
    }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += SchemaValidator.validateRoot(document) + input.blockFindings
    }
}
