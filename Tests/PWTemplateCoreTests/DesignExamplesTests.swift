import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Builds config documents for the design tests, and a stand-in for the schema validator.
enum DesignFixture {
    /// The document of `text` (no markers) for the default targets, or for `targets`.
    static func document(_ text: String, targets: [Target]? = nil) -> ConfigDocument {
        let parsed = JSONParser.parse(Array(text.utf8))
        guard let root = parsed.cursor, case .string(let name)? = root["displayType"]?.value,
            let type = DisplayType(rawValue: name.lowercased()), let block = root[type.rawValue]
        else { preconditionFailure("not a template with a content block: \(text)") }
        let selection = targets.map { TargetSelection(targets: $0) } ?? .default
        return ConfigDocument(
            text: parsed.text, root: root, displayType: type, block: block,
            configuration: LintConfiguration(targets: selection))
    }

    /// `DarkOverlayCheck` as the linter runs it, with ``validateColors(in:)`` as the schema validator.
    static func darkFindings(of document: ConfigDocument) -> [Diagnostic] {
        let validate = validateColors(in: document)
        return DarkOverlayCheck.check(document, lightFindings: validate(document.block, document.blockPointer), validateBlock: validate)
    }

    /// A small schema validator: an `invalid-color` error for every `color` or `background`
    /// string (or gradient element) that is not a portable hex colour.
    static func validateColors(in document: ConfigDocument) -> (JSONCursor, String) -> [Diagnostic] {
        { block, pointer in
            var findings: [Diagnostic] = []
            func visit(_ node: JSONCursor, _ pointer: String, colorKey: Bool) {
                if let text = node.string, colorKey, RGBAColor(hex: text) == nil {
                    findings.append(Diagnostic(
                        rule: .invalidColor, message: "`\(text)` is not a colour", hint: "use #RRGGBB",
                        pointer: pointer, range: node.range))
                }
                for member in node.members ?? [] {
                    visit(member.value, JSONPointer.appending(member.key, to: pointer),
                          colorKey: member.key == "color" || member.key == "background")
                }
                for (index, element) in (node.elements ?? []).enumerated() {
                    visit(element, JSONPointer.appending(index, to: pointer), colorKey: colorKey)
                }
            }
            visit(block, pointer, colorKey: false)
            return findings
        }
    }

    /// The findings of the registry's design checks of the content (all but the dark overlay's)
    /// about the variant of `document`'s root.
    static func contentFindings(_ document: ConfigDocument) -> [Diagnostic] {
        let checks = CheckRegistry.checks.of(.variant).filter { check in
            check.rules.allSatisfy { $0.category == .design } && !(check is DarkOverlayCheck)
        }
        guard let input = VariantInput(root: document.root, text: document.text, configuration: document.configuration) else { return [] }
        var findings: [Diagnostic] = []
        checks.run(.variant(input), into: &findings)
        return findings
    }

    /// Every design finding about `document`: the content checks and the dark overlay check.
    static func designFindings(_ document: ConfigDocument) -> [Diagnostic] {
        contentFindings(document) + darkFindings(of: document)
    }
}

/// Every example of the design rules yields exactly its marked findings of its rule.
@Suite struct DesignExamplesTests {
    static let ruleIDs = Rule.all.filter { $0.category == .design }.map(\.id)

    @Test func theDesignRulesAreTheNine() {
        #expect(Self.ruleIDs == [
            "no-visible-content", "no-way-out", "low-contrast", "invisible-text", "too-many-buttons", "spinwheel-weights-zero",
            "dark-variant-invalid", "dark-key-ignored", "dark-overlay-ignored",
        ])
    }

    @Test(arguments: ruleIDs) func failingExamplesYieldTheirMarkedFindings(id: String) throws {
        let rule = try #require(KindRegistry.standard.rule(named: id))
        for example in rule.examples.failing {
            let marked = MarkedText(example.nativeConfig)
            let document = DesignFixture.document(marked.text, targets: example.targets)
            let findings = DesignFixture.designFindings(document)
            let starts = findings.filter { $0.rule == rule }.compactMap { $0.location.start(in: document.text) }.sorted()
            #expect(!marked.markers.isEmpty, "\(rule.id): a failing example without a marker")
            #expect(starts == marked.markers, "\(rule.id): \(findings.map(\.message))\n\(marked.text)")
            #expect(findings.allSatisfy { $0.severity != .error })
        }
    }

    @Test(arguments: ruleIDs) func passingExamplesYieldNoFindingOfTheRule(id: String) throws {
        let rule = try #require(KindRegistry.standard.rule(named: id))
        for example in rule.examples.passing {
            let document = DesignFixture.document(example.nativeConfig, targets: example.targets)
            let findings = DesignFixture.designFindings(document).filter { $0.rule == rule }
            #expect(findings.isEmpty, "\(rule.id): \(findings.map(\.message))")
        }
    }

    @Test func examplesAreFreeOfOtherDesignFindings() {
        for rule in Rule.all where rule.category == .design {
            for example in rule.examples.failing + rule.examples.passing {
                let document = DesignFixture.document(MarkedText(example.nativeConfig).text, targets: example.targets)
                let others = DesignFixture.designFindings(document).filter { $0.rule != rule }
                #expect(others.isEmpty, "\(rule.id): \(others.map(\.message))")
            }
        }
    }
}
