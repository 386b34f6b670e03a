import Foundation
@testable import PWTemplateNative
import Testing

/// The `Examples/` gallery on the built binary: the valid templates lint clean with their
/// targets, each common mistake in `Examples/mistakes/` yields exactly its rules, and the
/// mistakes report matches `Golden/mistakes.json` and the table in `Examples/mistakes/README.md`.
/// `PWTEMPLATE_UPDATE_GOLDEN=1` rewrites the golden file and the README table instead.
@Suite struct ExamplesGalleryTests {
    /// A folder of valid examples and the `--target` arguments it is linted with.
    struct Gallery: CustomTestStringConvertible, Sendable {
        var folder: String
        var targets: [String]
        var testDescription: String { folder }
    }

    /// One template of `Examples/mistakes/` and what pwtemplate reports on it by default.
    struct Mistake: CustomTestStringConvertible, Sendable {
        var name: String
        /// What is wrong, as the README table says it (Markdown).
        var mistake: String
        /// The rule of every finding, in report order.
        var rules: [String]
        var testDescription: String { name }
    }

    static let galleries = [
        Gallery(folder: "Examples/templates", targets: []),
        Gallery(folder: "Examples/ios-only", targets: ["--target", "ios"]),
    ]

    static let iOSOnlyTypes: Set = ["video", "pip", "scratchcard", "spinwheel"]
    static let allTypes = iOSOnlyTypes.union(["banner", "carousel", "fullscreen", "modal", "sheet", "stories"])

    /// In the order of the README table.
    static let mistakes = [
        Mistake(
            name: "nested-folder.zip", mistake: "The folder was compressed instead of its contents",
            rules: ["config-not-at-root"]),
        Mistake(
            name: "macos-junk.zip", mistake: "Compressed with macOS Finder: `__MACOSX/` and `.DS_Store` ride along",
            rules: ["archive-junk", "archive-junk"]),
        Mistake(name: "trailing-comma", mistake: "A trailing comma after the last member", rules: ["json-syntax"]),
        Mistake(name: "json-comment", mistake: "A `//` comment", rules: ["json-syntax"]),
        Mistake(
            name: "wrong-case-block-key", mistake: "The block under `\"Modal\"`, not `\"modal\"`",
            rules: ["content-block-missing"]),
        Mistake(name: "string-true", mistake: "`\"true\"` (a string) for a boolean", rules: ["type-mismatch"]),
        Mistake(
            name: "typo-autodismiss", mistake: "A misspelt optional field: `autoDismis` on a banner",
            rules: ["unknown-field"]),
        Mistake(name: "color-without-hash", mistake: "A colour without its `#`", rules: ["invalid-color"]),
        Mistake(name: "http-image", mistake: "An `http://` image", rules: ["insecure-media-url"]),
        Mistake(
            name: "reward-without-title-or-code", mistake: "A scratchcard reward with neither a title nor a code",
            rules: ["platform-unsupported", "reward-missing-title-or-code"]),
        Mistake(
            name: "ios-only-type-on-android", mistake: "An iOS-only type (`pip`) linted for both platforms",
            rules: ["platform-unsupported"]),
        Mistake(
            name: "untranslated-key", mistake: "A key translated in `en` and `de` but not in `fr`",
            rules: ["placeholder-missing-translation"]),
        Mistake(
            name: "translation-breaks-color", mistake: "The `de` translation of a colour placeholder has no `#`",
            rules: ["invalid-color"]),
        Mistake(
            name: "empty-default-placeholder", mistake: "A placeholder with an empty default: `{{message|text|}}`",
            rules: ["empty-string", "placeholder-empty-default"]),
        Mistake(
            name: "alpha-first-color", mistake: "Android's `#AARRGGBB` order: `#FF000000` meant opaque black",
            rules: ["color-alpha-first", "invisible-text"]),
        Mistake(name: "low-contrast", mistake: "Light grey text on a white card", rules: ["low-contrast"]),
        Mistake(name: "too-many-buttons", mistake: "Four buttons on a modal", rules: ["too-many-buttons"]),
        Mistake(
            name: "broken-dark-overlay", mistake: "A `dark` overlay with two buttons for one light button",
            rules: ["dark-variant-invalid"]),
    ]

    static let mistakesFolder = "Examples/mistakes"
    static var updating: Bool { ProcessInfo.processInfo.environment["PWTEMPLATE_UPDATE_GOLDEN"] == "1" }

    // MARK: - Valid examples

    @Test(arguments: galleries)
    func validExamplesLintClean(_ gallery: Gallery) throws {
        let (result, report) = try BinaryRunner().runJSON(["lint", gallery.folder] + gallery.targets)
        #expect(result.status == 0, "\(result.standardOutput)")
        #expect(report.rules == [])
        #expect(report.summary.templates == (try Self.templateFolders(in: gallery.folder).count))
    }

    @Test func theGalleryShowsEveryDisplayTypeOnTheRightTargets() throws {
        let (_, valid) = try BinaryRunner().runJSON(["lint", "Examples/templates"])
        let (_, iOSOnly) = try BinaryRunner().runJSON(["lint", "Examples/ios-only", "--target", "ios"])
        let validTypes = Set(valid.results.compactMap(\.displayType))
        let iOSTypes = Set(iOSOnly.results.compactMap(\.displayType))
        #expect(validTypes.union(iOSTypes) == Self.allTypes)
        #expect(iOSTypes == Self.iOSOnlyTypes)
        #expect(validTypes.isDisjoint(with: Self.iOSOnlyTypes))
    }

    @Test func theIOSOnlyExamplesNeedTheIOSTarget() throws {
        let (result, report) = try BinaryRunner().runJSON(["lint", "Examples/ios-only"])
        #expect(result.status == 0)
        #expect(report.rules == Array(repeating: "platform-unsupported", count: report.results.count))
    }

    @Test func oneExampleIsLocalizedInEnglishGermanAndFrench() throws {
        let localized = try Self.templateFolders(in: "Examples/templates").filter {
            FileManager.default.fileExists(atPath: BinaryRunner.packageRoot + "/\($0)/pushwoosh.json")
        }
        try #require(localized.count == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: BinaryRunner.packageRoot + "/\(localized[0])/pushwoosh.json"))
        let file = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sections = try #require(file["localization"] as? [String: Any])
        #expect(Set(sections.keys) == ["en", "de", "fr"])
        #expect(file["default_language"] as? String == "en")
    }

    // MARK: - Mistakes

    @Test(arguments: mistakes)
    func everyMistakeYieldsItsRules(_ mistake: Mistake) throws {
        let (result, report) = try BinaryRunner().runJSON(["lint", "\(Self.mistakesFolder)/\(mistake.name)"])
        #expect(report.rules == mistake.rules)
        let failing = report.results.flatMap(\.diagnostics).contains { $0.severity == "error" }
        #expect(result.status == (failing ? 1 : 0))
    }

    @Test func everyMistakeInTheFolderIsInTheTable() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot + "/" + Self.mistakesFolder)
            .filter { $0.hasSuffix(".zip") || Self.isTemplateFolder(Self.mistakesFolder + "/" + $0) }
        #expect(names.sorted() == Self.mistakes.map(\.name).sorted())
    }

    @Test func targetingNarrowsThePlatformFindings() throws {
        let (rewardResult, reward) = try BinaryRunner().runJSON(
            ["lint", "\(Self.mistakesFolder)/reward-without-title-or-code", "--target", "ios"])
        #expect(rewardResult.status == 1)
        #expect(reward.rules == ["reward-missing-title-or-code"])

        let (pipResult, pip) = try BinaryRunner().runJSON(
            ["lint", "\(Self.mistakesFolder)/ios-only-type-on-android", "--target", "ios", "--target", "android"])
        #expect(pipResult.status == 1)
        #expect(pip.rules == ["platform-unsupported"])
        #expect(pip.results.first?.diagnostics.first?.severity == "error")
    }

    @Test func theMistakesReportMatchesTheGoldenFile() throws {
        let output = try Self.mistakesReport()
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/mistakes.json")
        if Self.updating {
            try Data(output.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "differs from Golden/mistakes.json; PWTEMPLATE_UPDATE_GOLDEN=1 regenerates it")
    }

    /// Every report format over the mistakes gallery, against `Golden/mistakes.<format>`.
    @Test(arguments: ["text", "sarif", "github", "gitlab", "checkstyle", "junit"])
    func everyReporterOverTheMistakesMatchesItsGoldenFile(_ format: String) throws {
        let result = try BinaryRunner().run(["lint", "--format", format, "--color", "never", Self.mistakesFolder])
        #expect(result.status == 1)
        let output = result.standardOutput
            .replacingOccurrences(of: #""semanticVersion": "[^"]*""#, with: #""semanticVersion": "VERSION""#, options: .regularExpression)
            .replacingOccurrences(of: URL(fileURLWithPath: BinaryRunner.packageRoot, isDirectory: true).absoluteString, with: "file:///PACKAGE_ROOT/")
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/mistakes.\(format)")
        if Self.updating {
            try Data(output.utf8).write(to: golden)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output == expected, "differs from Golden/mistakes.\(format); PWTEMPLATE_UPDATE_GOLDEN=1 regenerates it")
    }

    @Test func theReadmeTableIsTheReport() throws {
        let report = try JSONDecoder().decode(JSONReport.self, from: Data(try Self.mistakesReport().utf8))
        let table = try Self.readmeTable(for: report)
        let readme = URL(fileURLWithPath: BinaryRunner.packageRoot + "/\(Self.mistakesFolder)/README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try #require(text.range(of: Self.tableBegin)), end = try #require(text.range(of: Self.tableEnd))
        if Self.updating {
            try Data(text.replacingCharacters(in: begin.upperBound..<end.lowerBound, with: "\n" + table).utf8).write(to: readme)
            return
        }
        #expect(String(text[begin.upperBound..<end.lowerBound]) == "\n" + table, "PWTEMPLATE_UPDATE_GOLDEN=1 regenerates it")
        for mistake in Self.mistakes {
            #expect(text.contains("[`\(mistake.name)`](\(mistake.name))"))
        }
    }

    // MARK: - Helpers

    static let tableBegin = "<!-- mistakes table: generated by ExamplesGalleryTests -->"
    static let tableEnd = "<!-- end of mistakes table -->"

    /// `pwtemplate lint --format json Examples/mistakes`, with the tool's version replaced by `VERSION`.
    static func mistakesReport() throws -> String {
        let result = try BinaryRunner().run(["lint", "--format", "json", mistakesFolder])
        #expect(result.status == 1)
        return result.standardOutput.replacingOccurrences(
            of: #""version": "[^"]*""#, with: #""version": "VERSION""#, options: .regularExpression)
    }

    /// The Markdown table of the README: one row per finding, in the order of `mistakes`; rules
    /// link to their section of docs/rules.md; the last column is what `lint --fix` does with it.
    static func readmeTable(for report: JSONReport) throws -> String {
        var lines = [
            "| Mistake | Template | Rule | Severity | What pwtemplate says | `--fix` |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for mistake in mistakes {
            let result = try #require(report.results.first { $0.path == "\(mistakesFolder)/\(mistake.name)" })
            for (index, finding) in result.diagnostics.enumerated() {
                let first = index == 0
                let cells = [
                    first ? mistake.mistake : "", first ? "[`\(mistake.name)`](\(mistake.name))" : "",
                    "[`\(finding.rule)`](../../docs/rules.md#\(finding.rule))", finding.severity, variantPrefix(finding) + finding.message,
                    try fixCell(finding),
                ]
                lines.append("| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `lint --fix` does with `finding`, from the fix the report gives it: the flag that applies
    /// it (`--fix` for a safe fix, `--unsafe-fixes` for an unsafe one) and its title; `—` for none.
    static func fixCell(_ finding: JSONReport.Finding) throws -> String {
        guard let fix = finding.fix else { return "—" }
        let flag = try #require(
            ["safe": "`--fix`", "unsafe": "`--unsafe-fixes`"][fix.applicability],
            "unknown applicability \(fix.applicability) of the fix of \(finding.rule)")
        return "\(flag): \(fix.title)"
    }

    /// `[de] ` or `[de, ios] ` as the text report starts a finding of one language variant.
    static func variantPrefix(_ finding: JSONReport.Finding) -> String {
        guard let language = finding.language else { return "" }
        return "[" + ([language] + (finding.platform.map { [$0] } ?? [])).joined(separator: ", ") + "] "
    }

    /// The template folders directly inside `folder` (relative to the package root).
    static func templateFolders(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot + "/" + folder)
            .map { folder + "/" + $0 }
            .filter(isTemplateFolder)
    }

    static func isTemplateFolder(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: BinaryRunner.packageRoot + "/" + path + "/native-config.json")
    }
}
