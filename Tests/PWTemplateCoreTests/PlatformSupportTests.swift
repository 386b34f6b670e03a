@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Support by release (sdk-behaviour §15, release ↔ commit: iOS fd34d7d9 = 7.2.0, 4c81a0bd = 7.2.1,
/// b1518f77 = 7.2.7; Android b591d3cc = 6.10.0, 5786c57c = 6.10.1, 3465a9bb = 6.11.0, 2673c0a0 = 6.13.0),
/// linted through the real linter on the scaffold of each type (clean apart from these findings).
@Suite struct PlatformSupportTests {
    /// `severity rule line:column message` of every finding of the `type` scaffold under `targets`.
    private func findings(_ type: DisplayType, _ targets: [String]) throws -> [String] {
        let files = Scaffold.files(for: ScaffoldRequest(displayType: type))
        let config = try #require(files.first { $0.name == EntryName.nativeConfig.path })
        let selection = targets.isEmpty ? TargetSelection.default : TargetSelection(targets: try targets.map { try #require(Target($0)) })
        let report = TemplateLinter(configuration: LintConfiguration(targets: selection))
            .lint(Template(nativeConfig: config.bytes, path: "t"))
        return report.diagnostics.map { finding in
            let start = report.lineColumns(of: finding.location).map { "\($0.start.line):\($0.start.column)" } ?? "-"
            return "\(finding.severity.rawValue) \(finding.rule.id) \(start) \(finding.message)"
        }
    }

    private static let firstRelease = "(the first native release; the target names no version)"

    // Android 6.10.0 (b591d3cc) rejects video as "unimplemented"; 6.11.0 (3465a9bb) parses it.
    @Test func androidRendersVideoFrom6_11() throws {
        #expect(try findings(.video, ["android@6.11.0"]) == [])
        #expect(try findings(.video, ["android@6.15.1"]) == [])
        #expect(try findings(.video, ["android@6.10.2"]) == [
            "error sdk-version 2:18 video needs the Android SDK 6.11.0 or later, but the targeted minimum is 6.10.2: "
                + "older SDKs reject it as an unknown display type",
        ])
        #expect(try findings(.video, ["android"]) == [
            "error sdk-version 2:18 video needs the Android SDK 6.11.0 or later, but the targeted minimum is 6.10.0 \(Self.firstRelease): "
                + "older SDKs reject it as an unknown display type",
        ])
    }

    // The Android docs do not list video ("not yet available"): the implicit default targets warn, as before.
    @Test func theDefaultTargetsWarnAboutAndroidVideo() throws {
        #expect(try findings(.video, []) == [
            "warning platform-unsupported 2:18 video is not in the public documentation for Android: its SDK renders it from 6.11.0, "
                + "older releases reject it as an unknown display type and show nothing",
        ])
    }

    // iOS 7.2.0 (fd34d7d9) parses banner, carousel and sheet; the docs promise them from 7.2.1.
    @Test(arguments: [DisplayType.banner, .carousel, .sheet])
    func iOS7_2_0RendersTheLaterTypesUndocumented(_ type: DisplayType) throws {
        #expect(try findings(type, ["ios@7.2.1"]) == [])
        #expect(try findings(type, ["ios"]) == [
            "warning sdk-version-undocumented 2:18 \(type.rawValue) is rendered by the iOS SDK from 7.2.0, but the public documentation "
                + "promises it only from 7.2.1; the targeted minimum is 7.2.0 \(Self.firstRelease)",
        ])
        #expect(try findings(type, ["ios@7.1.9"]) == [
            "error sdk-version 2:18 \(type.rawValue) needs the iOS SDK 7.2.0 or later, but the targeted minimum is 7.1.9: "
                + "older SDKs reject it as an unknown display type",
        ])
    }

    // Android 6.10.0 (b591d3cc) parses banner and carousel (docs: 6.10.1); sheet only from 6.10.1 (5786c57c).
    @Test func android6_10_0RendersBannerAndCarouselButNotSheet() throws {
        for type in [DisplayType.banner, .carousel] {
            #expect(try findings(type, ["android@6.10.0"]) == [
                "warning sdk-version-undocumented 2:18 \(type.rawValue) is rendered by the Android SDK from 6.10.0, but the public documentation "
                    + "promises it only from 6.10.1; the targeted minimum is 6.10.0",
            ])
            #expect(try findings(type, ["android@6.10.1"]) == [])
        }
        #expect(try findings(.sheet, ["android@6.10.0"]) == [
            "error sdk-version 2:18 sheet needs the Android SDK 6.10.1 or later, but the targeted minimum is 6.10.0: "
                + "older SDKs reject it as an unknown display type",
        ])
        #expect(try findings(.sheet, ["android@6.10.1"]) == [])
    }

    // No Android release read (up to 6.13.0, 2673c0a0) has a pip, scratchcard or spinwheel parser.
    @Test(arguments: [DisplayType.pip, .scratchcard, .spinwheel])
    func androidNeverRendersTheIOSOnlyTypes(_ type: DisplayType) throws {
        let message = "\(type.rawValue) is not rendered on Android: the SDK rejects it as an unknown display type and shows nothing"
        #expect(try findings(type, ["android@6.15.1"]) == ["error platform-unsupported 2:18 " + message])
        #expect(try findings(type, []) == ["warning platform-unsupported 2:18 " + message])
        #expect(try findings(type, ["ios"]) == [])
    }

    @Test func theTableKeepsBothMinimums() {
        let support = PlatformSupport.sdkReleases
        #expect(support.availability(of: .banner, on: .ios) == .init(code: SDKVersion([7, 2, 0]), documented: SDKVersion([7, 2, 1])))
        #expect(support.availability(of: .video, on: .android) == .init(code: SDKVersion([6, 11, 0]), documented: nil))
        #expect(support.availability(of: .sheet, on: .android) == .since(SDKVersion([6, 10, 1])))
        #expect(support.availability(of: .pip, on: .android) == .unsupported)
        // A release newer than any read has the newest facts.
        #expect(support.availability(of: .banner, on: .android).verdict(at: SDKVersion([9, 0])) == .rendered)
        #expect(support.availability(of: .spinwheel, on: .android).verdict(at: SDKVersion([9, 0])) == .neverParsed)
    }
}
