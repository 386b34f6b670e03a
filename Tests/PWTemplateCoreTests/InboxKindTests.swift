import Foundation
@testable import PWTemplateInbox
import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// The InboxKit kind: recognition, `data` as an object and as a JSON string, hostile input,
/// the public page's requests, release-dependent findings and the fix availability of its rules.
@Suite struct InboxKindTests {
    static let kind = InboxKind()

    /// Lints `text` as `promo.inbox.json` for `targets`.
    static func lint(_ text: String, targets: TargetSelection = .default) -> TemplateReport {
        kind.lint(JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8)), configuration: LintConfiguration(targets: targets))
    }

    static func ids(_ report: TemplateReport) -> [String] { report.diagnostics.map(\.rule.id) }

    static func ios(_ version: String) -> TargetSelection {
        TargetSelection(targets: [Target("ios@" + version)].compactMap { $0 })
    }

    /// The bytes of `report`'s finding of `rule` as text.
    static func spanned(_ report: TemplateReport, _ rule: String, in text: String) -> String? {
        guard let range = report.diagnostics.first(where: { $0.rule.id == rule })?.location.range?.bytes else { return nil }
        return String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    @Test func inboxFilesAreRecognisedByNameAndByContent() {
        #expect(Self.kind.scannedSource(ofFileNamed: "promo.inbox.json") == .document)
        #expect(Self.kind.scannedSource(ofFileNamed: "promo.json") == nil)
        // In any case, as `.zip` and `.inapp.json`; the suffix alone names no message.
        #expect(Self.kind.scannedSource(ofFileNamed: "Promo.INBOX.json") == .document)
        #expect(Self.kind.scannedSource(ofFileNamed: ".inbox.json") == nil)
        #expect(Self.kind.explicitRole(ofFileNamed: "a.inbox.json") == .document(.document))
        #expect(Self.kind.source(ofContent: Array(#"{"request": {"notifications": []}}"#.utf8)) != nil)
        #expect(Self.kind.source(ofContent: Array(#"{"content": "Hi", "inbox_days": 3}"#.utf8)) != nil)
        #expect(Self.kind.source(ofContent: Array(#"{"displayType": "modal"}"#.utf8)) == nil)
        #expect(KindRegistry.standard.editorDocument(ofFileNamed: "promo.inbox.json")?.kind.id == "inbox")
    }

    @Test func dataAsAJSONStringIsReadAndFindingsPointIntoIt() {
        let text = #"{"content": "Hi", "inbox_days": 7, "data": "{\"displayType\": \"banner\", \"pinned\": \"true\"}"}"#
        let report = Self.lint(text)
        #expect(Self.ids(report) == ["inbox-image-missing", "inbox-pinned-string"])
        #expect(Self.spanned(report, "inbox-image-missing", in: text) == #"\"banner\""#)
        #expect(Self.spanned(report, "inbox-pinned-string", in: text) == #"\"true\""#)
        let asObject = Self.lint(#"{"content": "Hi", "inbox_days": 7, "data": {"displayType": "banner", "pinned": "true"}}"#)
        #expect(Self.ids(asObject) == Self.ids(report))
    }

    @Test func brokenJSONInsideDataIsAFindingInTheString() {
        let text = #"{"content": "Hi", "inbox_days": 7, "data": "{\"displayType\": banner}"}"#
        let report = Self.lint(text)
        #expect(Self.ids(report) == ["inbox-data-invalid"])
        let spanned = Self.spanned(report, "inbox-data-invalid", in: text)
        #expect(spanned?.hasPrefix("b") == true, "\(spanned ?? "nil")")
        let deep = String(repeating: "[", count: 5_000)
        #expect(Self.ids(Self.lint(#"{"content": "Hi", "inbox_days": 7, "data": "\#(deep)"}"#)) == ["inbox-data-invalid"])
        #expect(Self.ids(Self.lint(#"{"content": "Hi", "inbox_days": 7, "data": 7}"#)) == ["inbox-data-invalid"])
    }

    @Test func deepNestingAndAHugeFileAreFindingsNotCrashes() throws {
        let deep = #"{"content": "Hi", "inbox_days": 7, "data": "# + String(repeating: "[", count: 100_000)
        #expect(Self.ids(Self.lint(deep)).contains("json-too-deep"))
        let folder = try TemporaryFolder()
        let big = String(repeating: " ", count: 50 * 1_024 * 1_024) + "{}"
        let path = try folder.write(big, to: "huge.inbox.json")
        let target = LintTarget(source: .document, displayPath: "huge.inbox.json", fileSystemPath: path, kind: InboxKind.identifier)
        let report = Self.kind.lint(target, configuration: LintConfiguration(), standardInput: { [] })
        #expect(report.diagnostics.map(\.rule.id) == ["path-unreadable"])
    }

    @Test func thePublicPagesExampleRequestsHaveNoErrors() {
        let examples = [InboxPageExamples.carousel, InboxPageExamples.video, InboxPageExamples.wallet, InboxPageExamples.customData, InboxPageExamples.buttons]
        for targets in [TargetSelection.default, Self.ios("7.1.2"), Self.ios("7.2.6")] {
            for example in examples {
                let errors = Self.lint(example, targets: targets).diagnostics.filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(errors.map(\.message))")
            }
        }
        // The page's buttons request: "action": "custom" with a tag and no url stays custom.
        #expect(!Self.ids(Self.lint(InboxPageExamples.buttons, targets: Self.ios("7.2.6"))).contains("inbox-custom-action-opens-url"))
    }

    @Test func releasesChangeWhatIsDrawn() {
        let carousel = #"{"ios_title": "T", "inbox_days": 7, "data": {"displayType": "carousel", "carousel": [{"image": "https://c/1.jpg"}]}}"#
        #expect(Self.ids(Self.lint(carousel)) == ["inbox-card-unreleased"])
        #expect(Self.ids(Self.lint(carousel, targets: Self.ios("7.1.2"))) == [])
        #expect(Self.ids(Self.lint(carousel, targets: Self.ios("7.2.6"))) == ["inbox-card-text-missing"])
        let dataImage = #"{"ios_title": "T", "content": "B", "inbox_days": 7, "data": {"displayType": "captioned", "image": "https://c/i.png"}}"#
        #expect(Self.ids(Self.lint(dataImage)) == ["inbox-image-missing"])
        #expect(Self.ids(Self.lint(dataImage, targets: Self.ios("7.1.2"))) == [])
    }

    @Test func perLanguageTextsAreCheckedInEachLanguage() {
        let text = #"{"ios_title": {"en": "Sale", "de": ""}, "content": {"en": "Off", "de": "Rabatt"}, "inbox_image": "https://c/i.png", "inbox_days": 7, "data": {"displayType": "captioned"}}"#
        let report = Self.lint(text, targets: Self.ios("7.2.6"))
        #expect(report.diagnostics.map(\.rule.id) == ["inbox-card-text-missing"])
        #expect(report.diagnostics.first?.language == "de")
    }
}
