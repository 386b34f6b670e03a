@testable import PWTemplateArchive
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// What a configuration does to a template's findings: severities, overrides in order, flags,
/// ignores, exclusion, rule options and the unused-ignore findings.
@Suite struct ConfigApplicationTests {
    static func file(_ text: String, at path: String = "/repo/.pwtemplate.json") throws -> ConfigFile {
        try ConfigFile.parse(Array(text.utf8), path: path, displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
    }

    static func finding(_ rule: Rule, entry: EntryName? = .nativeConfig, pointer: String? = nil) -> Diagnostic {
        Diagnostic(rule: rule, message: rule.id, entry: entry, pointer: pointer)
    }

    static func report(_ findings: [Diagnostic]) -> TemplateReport {
        TemplateReport(path: "promo", kind: .folder, diagnostics: findings)
    }

    @Test func rulesSetSeveritiesAndOffRemovesFindings() throws {
        let file = try Self.file(#"{"rules": {"archive-junk": "error", "unused-file": "off"}}"#)
        let configuration = TemplateConfiguration(file: file, templateAt: "/repo/promo")
        let report = configuration.applied(to: Self.report([Self.finding(.archiveJunk), Self.finding(.unusedFile), Self.finding(.jsonBOM)])).report
        #expect(report.diagnostics.map(\.rule) == [.archiveJunk, .jsonBOM])
        #expect(report.diagnostics.map(\.severity) == [.error, Rule.jsonBOM.defaultSeverity])
        #expect(configuration.severity(of: .unusedFile) == nil)
        #expect(configuration.severity(of: .noWayOut) == .warning)
    }

    @Test func overridesApplyInOrderAndTheLastMatchWins() throws {
        let file = try Self.file("""
            {
              "rules": {"no-way-out": "error"},
              "overrides": [
                {"files": ["legacy/**"], "rules": {"no-way-out": "info", "archive-junk": "off"}},
                {"files": ["**/*.zip"], "rules": {"no-way-out": "warning"}},
                {"files": ["other"], "rules": {"no-way-out": "off"}}
              ]
            }
            """)
        let zip = TemplateConfiguration(file: file, templateAt: "/repo/legacy/a/promo.zip")
        #expect(zip.appliedOverrides == [0, 1])
        #expect(zip.level(of: .noWayOut) == .warning)
        #expect(zip.level(of: .archiveJunk) == .off)
        let folder = TemplateConfiguration(file: file, templateAt: "/repo/legacy/promo")
        #expect(folder.appliedOverrides == [0])
        #expect(folder.level(of: .noWayOut) == .info)
        let elsewhere = TemplateConfiguration(file: file, templateAt: "/repo/promo")
        #expect(elsewhere.appliedOverrides.isEmpty)
        #expect(elsewhere.level(of: .noWayOut) == .error)
        #expect(elsewhere.level(of: .archiveJunk) == nil)
    }

    @Test func theLastMatchingOverrideWithTargetsReplacesTheFilesTargetsAndFlagsBeatBoth() throws {
        let file = try Self.file("""
            {
              "targets": ["ios@7.2.1", "android@6.10.1"],
              "overrides": [
                {"files": ["games/**"], "targets": ["ios@7.2.4"]},
                {"files": ["games/wheel"], "targets": ["ios@7.2.6"]},
                {"files": ["games/**"], "rules": {"no-way-out": "off"}}
              ]
            }
            """)
        let wheel = TemplateConfiguration(file: file, templateAt: "/repo/games/wheel")
        #expect(wheel.appliedOverrides == [0, 1, 2])
        #expect(wheel.lint.targets == TargetSelection(targets: [Target("ios@7.2.6")!]))
        let card = TemplateConfiguration(file: file, templateAt: "/repo/games/card")
        #expect(card.lint.targets == TargetSelection(targets: [Target("ios@7.2.4")!]))
        let other = TemplateConfiguration(file: file, templateAt: "/repo/promo")
        #expect(other.lint.targets == TargetSelection(targets: [Target("ios@7.2.1")!, Target("android@6.10.1")!]))
        let flagged = TemplateConfiguration(
            file: file, templateAt: "/repo/games/wheel", flags: ConfigurationFlags(targets: [Target("android")!]))
        #expect(flagged.lint.targets == TargetSelection(targets: [Target("android")!]))
    }

    @Test func anOverrideSettingOptionsKeepsTheSeverity() throws {
        let file = try Self.file(#"{"rules": {"too-many-buttons": "error"}, "overrides": [{"files": ["big"], "rules": {"too-many-buttons": {"maximum": 5}}}]}"#)
        let configuration = TemplateConfiguration(file: file, templateAt: "/repo/big/promo")
        #expect(configuration.level(of: .tooManyButtons) == .error)
        #expect(configuration.lint.design.maximumButtons == 5)
    }

    @Test func flagsBeatTheFile() throws {
        let file = try Self.file(#"{"targets": ["ios@7.2.1"], "rules": {"archive-junk": "off", "unused-file": "error"}}"#)
        let flags = ConfigurationFlags(targets: [Target("android")!], enabledRules: [.archiveJunk, .unusedFile], disabledRules: [.jsonBOM])
        let configuration = TemplateConfiguration(file: file, templateAt: "/repo/promo", flags: flags)
        #expect(configuration.lint.targets == TargetSelection(targets: [Target("android")!]))
        // --enable turns an `off` rule back on at its default severity, and leaves a set severity alone.
        #expect(configuration.level(of: .archiveJunk) == nil)
        #expect(configuration.severity(of: .archiveJunk) == .warning)
        #expect(configuration.level(of: .unusedFile) == .error)
        #expect(configuration.level(of: .jsonBOM) == .off)
        #expect(flags.arguments == ["--target", "android", "--enable", "archive-junk", "--enable", "unused-file", "--disable", "json-bom"])
    }

    @Test func theFileSetsTargetsSupportAndLimits() throws {
        let file = try Self.file(#"{"targets": ["android@6.10.1"], "platformSupport": {"video": {"android": "6.12.0"}}, "limits": {"maxTotalSize": 10}}"#)
        let configuration = TemplateConfiguration(file: file, templateAt: "/repo/promo")
        #expect(configuration.lint.targets == TargetSelection(targets: [Target("android@6.10.1")!]))
        #expect(configuration.lint.targets.isExplicit)
        #expect(configuration.lint.support.availability(of: .video, on: .android) == .since(SDKVersion([6, 12])))
        #expect(configuration.lint.support.availability(of: .video, on: .ios) == .since(SDKVersion([7, 2])))
        #expect(configuration.lint.limits.maxTotalSize == 10)
        let defaults = TemplateConfiguration(file: nil, templateAt: "/repo/promo")
        #expect(defaults.lint.targets == .default)
        #expect(defaults.lint.support == .sdkReleases)
    }

    @Test func excludeGlobsAreRelativeToTheFilesFolder() throws {
        let file = try Self.file(#"{"exclude": [".build/**", "drafts/*.zip"]}"#)
        #expect(TemplateConfiguration(file: file, templateAt: "/repo/.build/x/promo.zip").exclusion?.pattern == ".build/**")
        #expect(TemplateConfiguration(file: file, templateAt: "/repo/drafts/a.zip").exclusion?.pattern == "drafts/*.zip")
        #expect(TemplateConfiguration(file: file, templateAt: "/repo/drafts/a/b.zip").exclusion == nil)
        #expect(TemplateConfiguration(file: file, templateAt: "/elsewhere/drafts/a.zip").exclusion == nil)
    }

    @Test func ignoresMatchPathEntryAndPointerPrefix() throws {
        let file = try Self.file("""
            {"ignore": [
              {"path": "promo", "entry": "native-config.json", "pointer": "/spinwheel/segments/2", "rules": ["empty-string"], "reason": "on purpose"},
              {"path": "promo", "rules": ["archive-junk"], "reason": "cleaned at upload"}
            ]}
            """)
        let configuration = TemplateConfiguration(file: file, templateAt: "/repo/promo")
        let kept = [
            Self.finding(.emptyString, pointer: "/spinwheel/segments/20/title"),
            Self.finding(.emptyString, entry: "pushwoosh.json", pointer: "/spinwheel/segments/2"),
            Self.finding(.emptyString, pointer: nil),
            Self.finding(.invalidColor, pointer: "/spinwheel/segments/2"),
        ]
        let ignored = [
            Self.finding(.emptyString, pointer: "/spinwheel/segments/2"),
            Self.finding(.emptyString, pointer: "/spinwheel/segments/2/message/text"),
            Self.finding(.archiveJunk, entry: nil),
        ]
        let applied = configuration.applied(to: Self.report(kept + ignored))
        let (report, used) = (applied.report, applied.usedIgnores)
        #expect(report.diagnostics.count == kept.count)
        #expect(Set(report.diagnostics.map { "\($0.rule.id) \($0.location.entry?.path ?? "-") \($0.location.pointer ?? "-")" }) == Set(kept.map { "\($0.rule.id) \($0.location.entry?.path ?? "-") \($0.location.pointer ?? "-")" }))
        #expect(used == [IgnoreEntry.ID(file: "/repo/.pwtemplate.json", index: 0), IgnoreEntry.ID(file: "/repo/.pwtemplate.json", index: 1)])
        let other = TemplateConfiguration(file: file, templateAt: "/repo/other")
        #expect(other.ignores.isEmpty)
        #expect(other.applied(to: Self.report(ignored)).report.diagnostics.count == ignored.count)
    }

    @Test func unusedIgnoresAreReportedAtTheirEntryWhenTheRunCouldHaveUsedThem() throws {
        let text = """
            {
              "ignore": [
                {"path": "promo", "rules": ["archive-junk"], "reason": "used"},
                {"path": "promo", "rules": ["unused-file"], "reason": "stale"},
                {"path": "gone.zip", "rules": ["unused-file"], "reason": "deleted template"}
              ]
            }
            """
        let file = try Self.file(text)
        let configuration = TemplateConfiguration(file: file, templateAt: "/repo/promo")
        var usage = IgnoreUsage()
        usage.record(configuration, used: configuration.applied(to: Self.report([Self.finding(.archiveJunk, entry: nil)])).usedIgnores)

        // Linting only `promo`: its stale entry is reported, the entry of a template not linted is not judged.
        let reports = usage.unusedReports(in: [file], scannedFolders: [], currentDirectory: "/repo") { _ in .info }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.path == "." && report.kind == .configuration)
        #expect(report.displayPath(ofEntry: ".pwtemplate.json") == ".pwtemplate.json")
        #expect(report.sources[".pwtemplate.json"]?.bytes == Array(text.utf8))
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(finding.rule == .unusedIgnore && finding.severity == .info)
        #expect(finding.location.entry == ".pwtemplate.json")
        #expect(finding.location.pointer == "/ignore/1")
        #expect(report.lineColumns(of: finding.location)?.start == SourcePosition(line: 4, column: 5))
        #expect(finding.message == "ignore entry matches no finding: unused-file in 'promo'")
        #expect(finding.hint == #"remove it, or correct its path, entry, pointer or rules (its reason: "stale")"#)

        // A scan of the folder holding the file judges every entry.
        let scanned = usage.unusedReports(in: [file], scannedFolders: ["/repo"], currentDirectory: "/work") { _ in .error }
        #expect(scanned.first?.diagnostics.map(\.location.pointer) == ["/ignore/1", "/ignore/2"])
        #expect(scanned.first?.diagnostics.map(\.severity) == [.error, .error])
        #expect(scanned.first?.path == "/repo")
        // The rule turned off reports nothing.
        #expect(usage.unusedReports(in: [file], scannedFolders: ["/repo"], currentDirectory: "/repo") { _ in nil }.isEmpty)
    }

    @Test func ruleOptionsReachTheDesignChecks() throws {
        let grey = ##"{"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "#FFFFFF", "title": {"text": "Hi", "color": "#888888"}, "buttons": []}}"##
        let button = ##"{"text": {"text": "Go", "color": "#FFFFFF"}, "background": "#0E72E5", "border": {"color": "#0E72E5", "radius": 12}, "action": {"type": "close"}}"##
        let fourButtons = ##"{"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "#FFFFFF", "title": {"text": "Hi", "color": "#111111"}, "buttons": [\##(button), \##(button), \##(button), \##(button)]}}"##
        func findings(_ config: String, _ configuration: LintConfiguration) -> [Rule] {
            TemplateLinter(configuration: configuration).lint(Template(TemplateContents(nativeConfig: Array(config.utf8)), path: "t", kind: .folder)).diagnostics.map(\.rule)
        }
        let relaxed = TemplateConfiguration(
            file: try Self.file(#"{"rules": {"low-contrast": {"minimumRatio": 3}, "too-many-buttons": {"maximum": 4}}}"#), templateAt: "/repo/t")
        #expect(findings(grey, LintConfiguration()).contains(.lowContrast))
        #expect(!findings(grey, relaxed.lint).contains(.lowContrast))
        #expect(findings(fourButtons, LintConfiguration()).contains(.tooManyButtons))
        #expect(!findings(fourButtons, relaxed.lint).contains(.tooManyButtons))
        #expect(relaxed.lint.design == DesignThresholds(minimumContrastRatio: 3, maximumButtons: 4))
    }

    @Test func strictestFailLevel() {
        #expect(FailLevel.strictest(of: [.error, .info, .never]) == .info)
        #expect(FailLevel.strictest(of: [.never, .error]) == .error)
        #expect(FailLevel.strictest(of: []) == nil)
    }
}
