@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Every scaffold, in every variant, through the real linter: no finding at all, except the
/// `platform-unsupported` warning of an iOS-only type linted for both platforms.
@Suite struct ScaffoldLintTests {
    enum Variant: String, CaseIterable, CustomTestStringConvertible {
        case plain, minimal, languages, zip, minimalLanguagesZip

        var isMinimal: Bool { self == .minimal || self == .minimalLanguagesZip }

        var hasLanguages: Bool { self == .languages || self == .minimalLanguagesZip }

        var isArchive: Bool { self == .zip || self == .minimalLanguagesZip }

        var testDescription: String { rawValue }
    }

    private static let iOSOnly: Set<DisplayType> = [.video, .pip, .scratchcard, .spinwheel]

    private func contents(_ type: DisplayType, _ variant: Variant) throws -> TemplateContents {
        let languages = variant.hasLanguages ? try ScaffoldLanguages(parsing: "en,de,pt-BR") : nil
        let files = Scaffold.files(for: ScaffoldRequest(displayType: type, isMinimal: variant.isMinimal, languages: languages))
        if variant.isArchive {
            return TemplateReader.readArchive(bytes: try Scaffold.archive(files))
        }
        return TemplateContents(
            nativeConfig: files.first { $0.name == EntryName.nativeConfig.path }?.bytes,
            pushwoosh: files.first { $0.name == EntryName.pushwoosh.path }?.bytes)
    }

    private func findings(_ contents: TemplateContents, targets: TargetSelection) -> [String] {
        TemplateLinter(configuration: LintConfiguration(targets: targets))
            .lint(Template(contents, path: "scaffold", kind: .folder))
            .diagnostics.map { "\($0.rule.id): \($0.message)" }
    }

    /// Android parses video from 6.11.0 and rejects it in 6.10.0 (sdk-behaviour §15: Android
    /// 3465a9bb = 6.11.0, 6.10.0 b591d3cc rejects it as "unimplemented").
    @Test(arguments: Variant.allCases)
    func videoLintsCleanOnAndroid6_11(_ variant: Variant) throws {
        let contents = try contents(.video, variant)
        #expect(findings(contents, targets: TargetSelection(targets: [Target("android@6.11.0")!])) == [])
        #expect(findings(contents, targets: TargetSelection(targets: [Target("android")!])) == [
            "sdk-version: video needs the Android SDK 6.11.0 or later, but the targeted minimum is 6.10.0 "
                + "(the first native release; the target names no version): older SDKs reject it as an unknown display type",
        ])
    }

    @Test(arguments: DisplayType.allCases, Variant.allCases)
    func lintsClean(_ type: DisplayType, _ variant: Variant) throws {
        let contents = try contents(type, variant)
        // From the release the iOS documentation promises the type from (7.2.1 for banner, carousel, sheet).
        let ios = TargetSelection(targets: [Target(platform: .ios, minimumVersion: PlatformSupport.sdkReleases.availability(of: type, on: .ios).documented)])
        if Self.iOSOnly.contains(type) {
            #expect(findings(contents, targets: ios) == [])
            let both = findings(contents, targets: .default)
            #expect(both.count == 1)
            #expect(both.allSatisfy { $0.hasPrefix("platform-unsupported:") })
        } else {
            #expect(findings(contents, targets: .default) == [])
            #expect(findings(contents, targets: ios) == [])
        }
    }

    @Test func theSameRequestGivesTheSameBytes() throws {
        let request = ScaffoldRequest(displayType: .spinwheel, languages: try ScaffoldLanguages(parsing: "en,fr"))
        #expect(Scaffold.files(for: request) == Scaffold.files(for: request))
        #expect(try Scaffold.archive(Scaffold.files(for: request)) == Scaffold.archive(Scaffold.files(for: request)))
    }

    @Test func theArchiveHoldsTheFilesInOrderDeflated() throws {
        let files = Scaffold.files(for: ScaffoldRequest(displayType: .modal, languages: try ScaffoldLanguages(parsing: "en,de")))
        let archive = try ZipArchive(bytes: try Scaffold.archive(files))
        #expect(archive.entries.map(\.name) == ["native-config.json", "pushwoosh.json"])
        #expect(archive.entries.allSatisfy { $0.compressionMethod == 8 })
    }
}
