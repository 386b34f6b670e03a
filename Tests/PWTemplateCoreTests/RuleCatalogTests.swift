import Foundation
@testable import PWTemplateSyntax
import Testing

/// The rule catalogue, `Rule.all`, is the single source of truth: ids are unique kebab-case,
/// every rule is described, every rule defined beside a check is listed and emitted.
/// (`docs/rules.md`, generated from it, is checked by the CLI's RuleDocsTests.)
@Suite struct RuleCatalogTests {
    @Test func idsAreUniqueKebabCase() {
        let ids = Rule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
            #expect(Rule.named(id)?.id == id)
        }
    }

    @Test func everyRuleIsDocumented() {
        for rule in Rule.all {
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id)")
        }
    }

    /// Every `Rule(id:` of the core's sources is registered, and every registered rule is
    /// defined there.
    @Test func everyDefinedRuleIsRegistered() throws {
        let defined = try RuleSources.read().flatMap(\.definitions)
        #expect(defined.count > 50)
        #expect(Set(defined.map(\.id)) == Set(Rule.all.map(\.id)))
        #expect(Set(defined.map(\.id)).count == defined.count, "a rule is defined twice")
    }

    /// Every registered rule is named by code outside the files that define rules: some check
    /// emits it. (The failing examples of RuleExampleTests prove it for rules with examples.)
    @Test func everyRegisteredRuleIsEmittedBySomeCheck() throws {
        let sources = try RuleSources.read()
        let checks = sources.filter { !$0.name.hasSuffix("+Rules.swift") && $0.name != "Rule+All.swift" }
        for definition in sources.flatMap(\.definitions) {
            let uses = checks.filter { $0.names(definition.name) }.map(\.name)
            #expect(!uses.isEmpty, "\(definition.id) (Rule.\(definition.name)) is emitted by no check")
        }
    }
}

/// The Swift files of `Sources/PWTemplateLint`, read to find where rules are defined and used.
private struct RuleSources {
    var name: String
    var text: String

    /// A `public static let name = Rule(id: "id"` of the file.
    struct Definition {
        var name: String
        var id: String
    }

    static func read() throws -> [RuleSources] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PWTemplateLint")
        let paths = try #require(FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String])
        return try paths.filter { $0.hasSuffix(".swift") }.map { path in
            RuleSources(name: (path as NSString).lastPathComponent,
                        text: try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    var definitions: [Definition] {
        text.matches(of: #/static let (\w+) = Rule\(\s*id: "([^"]+)"/#).map { Definition(name: String($0.1), id: String($0.2)) }
    }

    /// Whether the text names `Rule.name` as `.name` (not as a prefix of a longer name).
    func names(_ name: String) -> Bool {
        text.matches(of: #/\.(\w+)/#).contains { $0.1 == name }
    }
}
