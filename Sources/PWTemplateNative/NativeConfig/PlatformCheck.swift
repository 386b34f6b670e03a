import PWTemplateLint
import PWTemplateSyntax

/// Whether every targeted platform and minimum SDK release renders the display type, by the
/// support table (sdk-behaviour §15). A target without a version means the platform's first
/// native release. With the implicit default targets there is no minimum: a type the
/// documentation does not promise on a platform is reported there. Findings have their rules'
/// default severities; `LintConfiguration.targetSeverities` makes `platform-unsupported` an
/// error for named targets.
struct PlatformCheck: Check {
    var rules: [Rule] { [.platformUnsupported, .sdkVersion, .sdkVersionUndocumented] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document, let node = input.envelope.displayTypeNode else { return }
        findings += Self.check(document, displayTypeNode: node)
    }

    static func check(_ document: ConfigDocument, displayTypeNode: JSONCursor) -> [Diagnostic] {
        let targets = document.configuration.targets
        return targets.targets.compactMap { target in
            let availability = document.configuration.support.availability(of: document.displayType, on: target.platform)
            guard targets.isExplicit else {
                guard availability.documented == nil else { return nil }
                return unsupported(document, on: target.platform, at: displayTypeNode, availability: availability)
            }
            let type = document.displayType.rawValue, platform = target.platform
            func finding(_ rule: Rule, _ message: String, hint: String) -> Diagnostic {
                document.finding(rule, at: displayTypeNode, pointer: pointer, message: message, hint: hint, platform: platform)
            }
            switch availability.verdict(at: target.release) {
            case .rendered:
                return nil
            case .neverParsed:
                return unsupported(document, on: platform, at: displayTypeNode, availability: availability)
            case .tooOld(let code):
                return finding(
                    .sdkVersion, "\(type) needs the \(platform.displayName) SDK \(code) or later, but the targeted minimum is "
                        + "\(describe(target)): older SDKs reject it as an unknown display type",
                    hint: "raise the minimum to \(platform.rawValue)@\(availability.documented ?? code), or use a type older SDKs render")
            case .undocumented(let code, let documented):
                return finding(
                    .sdkVersionUndocumented, "\(type) is rendered by the \(platform.displayName) SDK from \(code), but the public "
                        + "documentation promises it only from \(documented); the targeted minimum is \(describe(target))",
                    hint: "raise the minimum to \(platform.rawValue)@\(documented), or check the template on \(platform.displayName) \(target.release) yourself")
            }
        }
    }

    private static let pointer = JSONPointer.appending(EnvelopeCheck.displayTypeKey, to: JSONPointer.root)

    /// platform-unsupported: no release parses the type, or (default targets) the documentation does not promise it.
    private static func unsupported(
        _ document: ConfigDocument, on platform: Platform, at node: JSONCursor, availability: PlatformSupport.Availability
    ) -> Diagnostic {
        let type = document.displayType.rawValue
        let support = document.configuration.support
        let others = Platform.allCases.filter { $0 != platform && support.availability(of: document.displayType, on: $0).code != nil }
        var hints = others.isEmpty ? [] : ["if the campaign targets \(others.map(\.displayName).joined(separator: " and ")) only, lint with "
            + others.map { "--target \($0.rawValue)" }.joined(separator: " ")]
        let message: String
        if let code = availability.code {
            message = "\(type) is not in the public documentation for \(platform.displayName): its SDK renders it from \(code), "
                + "older releases reject it as an unknown display type and show nothing"
            hints.append("if every app of the campaign has \(platform.displayName) \(code) or later, lint with --target \(platform.rawValue)@\(code)")
        } else {
            message = "\(type) is not rendered on \(platform.displayName): the SDK rejects it as an unknown display type and shows nothing"
        }
        return document.finding(
            .platformUnsupported, at: node, pointer: pointer, message: message,
            hint: hints.isEmpty ? nil : hints.joined(separator: "; "), platform: platform)
    }

    /// `6.10.1`, or `6.10.0 (the first native release; the target names no version)`.
    private static func describe(_ target: Target) -> String {
        target.minimumVersion?.description ?? "\(target.platform.firstNativeRelease) (the first native release; the target names no version)"
    }
}
