import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The SDKs' own conformance seeds (sdk-behaviour.md §17), re-expressed as pwtemplate data under
/// `Tests/Conformance`: templates both SDKs accept must lint without errors, and every mutation
/// the strictest SDK rejects must yield errors of the expected rule only, about the edited value.
@Suite struct ConformanceTests {
    /// One mutation of `invalid-cases.json`: a valid base file, the edit, and the rule expected
    /// to fire as an error; `platform` names the one SDK that rejects it, when only one does.
    struct MutationCase: Sendable, CustomTestStringConvertible {
        var base: String
        var edit: JSONEdit
        var rule: String
        var platform: Platform?
        var reason: String

        var testDescription: String {
            "\(base): \(edit) → \(rule)\(platform.map { " (\($0.rawValue))" } ?? "")"
        }

        /// The JSON Pointer of the edited value (after a rename, of the renamed member).
        var editedPointer: String {
            var path = edit.path
            if case .rename(let key) = edit.operation { path[path.count - 1] = key }
            return path.map { "/" + $0 }.joined()
        }

        /// Whether a finding at `pointer` is about the edit: at the edited value, inside it, or
        /// on the way to it (a missing field is reported on its parent).
        func concernsEdit(_ pointer: String?) -> Bool {
            guard let pointer else { return false }
            let edited = editedPointer
            return pointer == edited || edited.hasPrefix(pointer + "/") || pointer.hasPrefix(edited + "/")
        }

        /// The target selections to lint with: the rejecting platform alone, and every platform
        /// rendering the base's type together with it (the strictest union must still reject).
        func platformSets(baseType: String) -> [[Platform]] {
            let rendering = ConformanceCorpus.platforms(rendering: baseType)
            guard let platform else { return [rendering] }
            let union = Platform.allCases.filter { $0 == platform || rendering.contains($0) }
            return union == [platform] ? [union] : [[platform], union]
        }
    }

    static let manifest = "invalid-cases.json"

    static func mutationCases() throws -> [MutationCase] {
        try ConformanceCorpus.entries(of: manifest).map { entry in
            let operation: JSONEdit.Operation
            switch try ConformanceCorpus.string("op", of: entry, in: manifest) {
            case "delete": operation = .delete
            case "set":
                guard let value = entry["value"]?.value else {
                    throw ConformanceCorpus.DataError(description: "\(manifest): a set without a value")
                }
                operation = .set(value)
            case "rename": operation = .rename(to: try ConformanceCorpus.string("value", of: entry, in: manifest))
            case let other: throw ConformanceCorpus.DataError(description: "\(manifest): unknown op \"\(other)\"")
            }
            var platform: Platform?
            if case .string(let name)? = entry["platform"]?.value {
                guard let named = Platform(rawValue: name) else {
                    throw ConformanceCorpus.DataError(description: "\(manifest): unknown platform \"\(name)\"")
                }
                platform = named
            }
            return MutationCase(
                base: try ConformanceCorpus.string("base", of: entry, in: manifest),
                edit: JSONEdit(path: try ConformanceCorpus.string("path", of: entry, in: manifest), operation: operation),
                rule: try ConformanceCorpus.string("rule", of: entry, in: manifest),
                platform: platform,
                reason: try ConformanceCorpus.string("reason", of: entry, in: manifest))
        }
    }

    static func validFiles() throws -> [String] { try ConformanceCorpus.fileNames(in: "valid") }
    static func publicSyntaxFiles() throws -> [String] { try ConformanceCorpus.fileNames(in: "public-syntax") }

    // MARK: - Accepted templates

    @Test(arguments: try validFiles())
    func acceptedTemplateHasNoErrors(_ file: String) throws {
        let template = try ConformanceCorpus.value(of: "valid/" + file)
        let type = try ConformanceCorpus.displayType(of: template)
        let report = ConformanceCorpus.lint(template, platforms: ConformanceCorpus.platforms(rendering: type), name: file)
        #expect(ConformanceCorpus.errors(in: report).isEmpty, "\(ConformanceCorpus.errors(in: report))")
        if file.hasSuffix("-dark.json") {
            let dark = report.diagnostics.filter { $0.rule == .darkVariantInvalid }.map(\.message)
            #expect(dark.isEmpty, "a valid dark overlay: \(dark)")
        }
    }

    @Test(arguments: try publicSyntaxFiles())
    func publicSyntaxExampleHasNoErrors(_ file: String) throws {
        let template = try ConformanceCorpus.value(of: "public-syntax/" + file)
        let type = try ConformanceCorpus.displayType(of: template)
        let report = ConformanceCorpus.lint(template, platforms: ConformanceCorpus.platforms(rendering: type), name: file)
        #expect(ConformanceCorpus.errors(in: report).isEmpty, "\(ConformanceCorpus.errors(in: report))")
    }

    @Test func everyDisplayTypeHasItsVariants() throws {
        let valid = Set(try Self.validFiles())
        let publicSyntax = Set(try Self.publicSyntaxFiles())
        let withButtons: Set<DisplayType> = [.modal, .sheet, .fullscreen, .stories, .video]
        for type in DisplayType.allCases {
            var expected = ["", "-minimal", "-dark"].map { type.rawValue + $0 + ".json" }
            if withButtons.contains(type) { expected.append(type.rawValue + "-empty-buttons.json") }
            for name in expected {
                #expect(valid.contains(name), "missing valid/\(name)")
                if valid.contains(name) {
                    #expect(try ConformanceCorpus.displayType(of: ConformanceCorpus.value(of: "valid/" + name)) == type.rawValue, "\(name)")
                }
            }
            #expect(publicSyntax.contains(type.rawValue + ".json"), "missing public-syntax/\(type.rawValue).json")
        }
        #expect(publicSyntax.count == DisplayType.allCases.count)
    }

    // MARK: - Rejected mutations

    @Test(arguments: try mutationCases())
    func rejectedMutationYieldsItsRule(_ mutation: MutationCase) throws {
        let base = try ConformanceCorpus.value(of: "valid/" + mutation.base)
        let type = try ConformanceCorpus.displayType(of: base)
        let mutated = try base.applying(mutation.edit)
        for platforms in mutation.platformSets(baseType: type) {
            let report = ConformanceCorpus.lint(mutated, platforms: platforms, name: mutation.base)
            let errors = report.diagnostics.filter { $0.severity == .error }
            let expected = errors.filter { $0.rule.id == mutation.rule }
            let context = "\(platforms.map(\.rawValue)), \(mutation.reason); errors: \(ConformanceCorpus.errors(in: report))"
            #expect(!expected.isEmpty, "expected a \(mutation.rule) error: \(context)")
            #expect(expected.isEmpty || expected.contains { mutation.concernsEdit($0.location.pointer) },
                    "no \(mutation.rule) error at or around \(mutation.editedPointer): \(expected.map { $0.location.pointer ?? "no pointer" })")
            #expect(errors.allSatisfy { $0.rule.id == mutation.rule }, "errors of other rules: \(context)")
        }
    }

    @Test func editsAreAppliedAndSerialisedExactly() throws {
        let base = try ConformanceCorpus.value(of: "valid/modal.json")
        let edited = try base
            .applying(JSONEdit(path: "modal.buttons.1.text.text", operation: .set(.string("tab\t \"quoted\" \\ \u{1}"))))
            .applying(JSONEdit(path: "modal.buttons.0.border.radius", operation: .delete))
            .applying(JSONEdit(path: "modal", operation: .rename(to: "Modal")))
        let compact = edited.jsonText(indent: nil)
        #expect(compact.contains(#""text": "tab\t \"quoted\" \\ \u0001""#))
        #expect(compact.contains(##""border": {"color": "#0A5CC2"}"##))
        let reparsed = JSONParser.parse(Array(edited.jsonText().utf8))
        #expect(reparsed.diagnostics.isEmpty)
        #expect(reparsed.root?.value.jsonText() == edited.jsonText())
        #expect(reparsed.root?["Modal"] != nil && reparsed.root?["modal"] == nil)
        #expect(throws: JSONEditError.self) { try base.applying(JSONEdit(path: "modal.buttons.2", operation: .delete)) }
        #expect(throws: JSONEditError.self) { try base.applying(JSONEdit(path: "modal.missing.text", operation: .set(.null))) }
    }

    @Test func manifestNamesKnownRulesAndCoversEveryType() throws {
        let cases = try Self.mutationCases()
        for mutation in cases {
            #expect(KindRegistry.standard.rule(named: mutation.rule) != nil, "unknown rule \(mutation.rule)")
        }
        let bases = Set(cases.map(\.base))
        for type in DisplayType.allCases {
            #expect(bases.contains(type.rawValue + ".json"), "no mutation of \(type.rawValue).json")
        }
    }
}
