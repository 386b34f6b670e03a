import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `lint --target <platform[@version]>`: repeatable, typed, and checked.
@Suite struct TargetOptionTests {
    private func lintOptions(_ arguments: [String]) throws(UsageError) -> LintOptions? {
        guard case .lint(let options) = try CommandLineParser.parse(arguments, pathExists: { _ in false }) else {
            return nil
        }
        return options
    }

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try CommandLineParser.parse(arguments, pathExists: { _ in false })
            return nil
        } catch {
            return error.message
        }
    }

    @Test func targetsAccumulateInOrder() throws {
        let options = try lintOptions(["lint", "--target", "ios", "--target", "android@6.10.1", "x.zip"])
        #expect(options?.targets == [
            Target(platform: .ios),
            Target(platform: .android, minimumVersion: SDKVersion([6, 10, 1])),
        ])
        #expect(options?.paths == ["x.zip"])
    }

    @Test func attachedValuesAndCaseInsensitivePlatforms() throws {
        let options = try lintOptions(["--target=IOS@7.2", "x.zip"])
        #expect(options?.targets == [Target(platform: .ios, minimumVersion: SDKVersion([7, 2]))])
    }

    /// The platforms a lint checks: the selection the template's configuration gets from the
    /// `--target` flags, the way `lint` and `pack` configure each template.
    private func targetSelection(_ flags: ConfigurationFlags) -> TargetSelection {
        TemplateConfiguration(file: nil, templateAt: "/templates/promo", flags: flags).lint.targets
    }

    @Test func withoutTargetsTheDefaultSelectionApplies() throws {
        let options = try #require(try lintOptions(["x.zip"]))
        #expect(options.targets.isEmpty)
        let selection = targetSelection(options.configuration.flags(targets: options.targets))
        #expect(selection == .default)
        #expect(!selection.isExplicit)
    }

    @Test func namedTargetsMakeAnExplicitSelection() throws {
        let options = try #require(try lintOptions(["--target", "android@6.10.1"]))
        let selection = targetSelection(options.configuration.flags(targets: options.targets))
        #expect(selection.isExplicit)
        #expect(selection.targets == [Target(platform: .android, minimumVersion: SDKVersion([6, 10, 1]))])
        #expect(!selection.includes(.ios))
    }

    @Test func packLintsForTheNamedTargets() throws {
        guard case .pack(let options) = try CommandLineParser.parse(["pack", "--target", "ios@7.2", "promo"], pathExists: { _ in false }) else {
            Issue.record("not parsed as pack")
            return
        }
        let selection = targetSelection(ConfigurationFlags(targets: options.targets))
        #expect(selection.isExplicit)
        #expect(selection.targets == [Target(platform: .ios, minimumVersion: SDKVersion([7, 2]))])
        #expect(!selection.includes(.android))
    }

    @Test(arguments: [
        ("iphone", nil),
        ("iso", "ios"),
        ("andriod@6.10.1", "android@6.10.1"),
        ("andriod@6.x", nil),
        ("ios@", nil),
        ("ios@7.2.x", nil),
        ("@7.2.1", nil),
    ] as [(String, String?)])
    func invalidTargetsListTheForms(_ value: String, _ suggestion: String?) {
        #expect(error(["lint", "--target", value]) == "'\(value)' is not a valid target; expected ios or android, "
            + "optionally with a minimum SDK version (ios@7.2.1, android@6.10.1)"
            + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
    }

    @Test func aTargetNeedsAValue() {
        #expect(error(["lint", "--target"]) == "option '--target' needs a value")
    }

    @Test func aPlatformCanBeTargetedOnce() {
        #expect(error(["--target", "ios", "--target", "android", "--target", "ios@7.2.1"])
            == "'--target' names ios twice ('ios' and 'ios@7.2.1')")
    }

    @Test func lintRunsWithTargets() throws {
        let folder = NSTemporaryDirectory() + "pwtemplate-target-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/promo", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let modal = ##"{"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"Hello","color":"#111111FF"},"buttons":[]}}"##
        try Data(modal.utf8).write(to: URL(fileURLWithPath: folder + "/promo/native-config.json"))
        let run = CLIRun(["lint", "--target", "ios@7.2.1", "--target", "android", "promo"], currentDirectory: folder)
        #expect(run.code == .success, "\(run.error)")
        #expect(run.output == "✔ 1 template checked, no problems\n")
    }
}
