import PWTemplateLint
import PWTemplateSyntax

/// Every check of a template, in the order they run and their rules are listed (`Rule.all`):
/// the container, the JSON of each file, then per language variant the envelope, the delivery
/// keys, the schema, platform support, the design checks and the `dark` overlay, then the
/// localisation checks. Adding a check is one line here.
package enum CheckRegistry {
    package static let checks: [any Check] = [
        ContainerCheck(),
        JSONFindings(),
        EnvelopeCheck(),
        EnvelopeDeliveryCheck(),
        SchemaCheck(),
        PlatformCheck(),
        VisibleContentCheck(),
        WayOutCheck(),
        ContrastCheck(),
        ButtonCountCheck(),
        SpinwheelWeightsCheck(),
        DarkOverlayCheck(),
        LocalizationFileCheck(),
        MissingDictionaryCheck(),
        TranslationCoverageCheck(),
        TranslationMarkupCheck(),
        PlaceholderCheck(),
    ]

    /// The rules reported outside the checks, by the configuration layer after linting:
    /// `unused-ignore` (``IgnoreUsage``) and `stale-baseline` (``BaselineFilter``).
    package static let configurationRules: [Rule] = IgnoreUsage.rules + BaselineFilter.rules
}

extension Array where Element == any Check {
    /// The checks of `stage`, in order.
    func of(_ stage: CheckStage) -> [any Check] {
        filter { $0.stage == stage }
    }

    /// Runs each check on `input`, in order, into `findings`.
    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        for check in self { check.checked(input, into: &findings) }
    }
}
