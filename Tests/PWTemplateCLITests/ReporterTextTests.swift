@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

@Suite struct ReporterTextTests {
    let plain = TextReporter(colored: false, quiet: false)

    @Test(arguments: [
        // Nothing linted (every path excluded, or an allowed empty scan) is never "✔ … no problems".
        (ReportSummary(templates: 0), "no template was linted"),
        (ReportSummary(templates: 0, infos: 1), "no template was linted (1 info)"),
        (ReportSummary(templates: 1), "✔ 1 template checked, no problems"),
        (ReportSummary(templates: 12), "✔ 12 templates checked, no problems"),
        (ReportSummary(templates: 3, templatesWithFindings: 1, infos: 1), "✔ 3 templates checked, 1 info"),
        (ReportSummary(templates: 3, templatesWithFindings: 2, infos: 2), "✔ 3 templates checked, 2 infos"),
        (ReportSummary(templates: 1, templatesWithFindings: 1, errors: 1), "✖ 1 problem (1 error, 0 warnings) in 1 template"),
        (ReportSummary(templates: 1, templatesWithFindings: 1, warnings: 1), "✖ 1 problem (0 errors, 1 warning) in 1 template"),
        (ReportSummary(templates: 5, templatesWithFindings: 2, errors: 1, warnings: 2), "✖ 3 problems (1 error, 2 warnings) in 2 templates"),
        (ReportSummary(templates: 5, templatesWithFindings: 3, errors: 2, warnings: 1, infos: 1), "✖ 4 problems (2 errors, 1 warning, 1 info) in 3 templates"),
        // Message files (inbox, In-App) are messages, beside the templates or alone.
        (ReportSummary(templates: 5, messages: 2), "✔ 3 templates and 2 messages checked, no problems"),
        (ReportSummary(templates: 1, messages: 1), "✔ 1 message checked, no problems"),
        (ReportSummary(templates: 3, templatesWithFindings: 2, messages: 2, messagesWithFindings: 1, warnings: 2),
         "✖ 2 problems (0 errors, 2 warnings) in 1 template and 1 message"),
        (ReportSummary(templates: 2, templatesWithFindings: 2, messages: 2, messagesWithFindings: 2, errors: 2),
         "✖ 2 problems (2 errors, 0 warnings) in 2 messages"),
    ])
    func summaryWording(summary: ReportSummary, expected: String) {
        #expect(plain.summaryLine(summary) == expected)
    }

    @Test func summaryCountsEveryTemplateAndSeverity() {
        #expect(ReportSummary(reports: ReporterFixtures.all)
            == ReportSummary(templates: 5, templatesWithFindings: 4, errors: 5, warnings: 3, infos: 1))
    }

    @Test func aMessageFileIsCountedAsAMessage() {
        let reports = [
            TemplateReport(path: "promo.inbox.json", kind: .message, diagnostics: [Diagnostic(rule: .jsonSyntax, message: "bad")]),
            TemplateReport(path: "bar.inapp.json", kind: .message, diagnostics: []),
            TemplateReport(path: "t", kind: .folder, diagnostics: []),
        ]
        #expect(ReportSummary(reports: reports)
            == ReportSummary(templates: 3, templatesWithFindings: 1, messages: 2, messagesWithFindings: 1, errors: 1))
        #expect(plain.render(reports).hasSuffix("in 1 message\n"))
    }

    @Test func quietHidesWarningsButStillCountsThem() {
        let report = TemplateReport(path: "a.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .archiveJunk, message: "junk"),
        ])
        #expect(TextReporter(colored: false, quiet: true).render([report])
            == "✖ 1 problem (0 errors, 1 warning) in 1 template\n")
    }

    @Test func singleLineFindingsAreFollowedByOneBlankLineBeforeTheSummary() {
        let report = TemplateReport(path: "a.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .archiveTooLarge, message: "too large"),
            Diagnostic(rule: .archiveJunk, message: "junk", entry: ".DS_Store"),
        ])
        #expect(plain.render([report]) == """
            a.zip: error: too large [archive-too-large]
            a.zip!/.DS_Store: warning: junk [archive-junk]

            ✖ 2 problems (1 error, 1 warning) in 1 template

            """)
    }

    @Test func plainTextHasNoEscapeCodesAndColoredTextHasThem() {
        #expect(!plain.render(ReporterFixtures.all).contains("\u{1B}"))
        let colored = TextReporter(colored: true, quiet: false).render(ReporterFixtures.all)
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.hasSuffix("\u{1B}[1;31m✖ 9 problems (5 errors, 3 warnings, 1 info) in 4 templates\u{1B}[0m\n"))
        #expect(TextReporter(colored: true, quiet: false).render([ReporterFixtures.clean])
            == "\u{1B}[1;32m✔ 1 template checked, no problems\u{1B}[0m\n")
    }

    @Test func templateTextCannotInjectControlCharacters() {
        let report = TemplateReport(path: "a\u{1B}[2J.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .jsonSyntax, message: "bad\nline\u{9B}31m", hint: "tab\tkept"),
        ])
        #expect(plain.render([report]) == """
            a\u{FFFD}[2J.zip: error: bad\u{FFFD}line\u{FFFD}31m [json-syntax]
                = hint: tab\tkept

            ✖ 1 problem (1 error, 0 warnings) in 1 template

            """)
    }

    @Test func noteNamesAnotherEntryOrFallsBackToThePointer() {
        let report = TemplateReport(path: "t", kind: .folder, diagnostics: [
            Diagnostic(rule: .jsonDuplicateKey, message: "m", entry: "native-config.json", related: [
                RelatedLocation(message: "other file", entry: "pushwoosh.json", range: ReporterFixtures.span(2, 3, 2, 9)),
                RelatedLocation(message: "same file", entry: "native-config.json", pointer: "/a"),
                RelatedLocation(message: "nowhere"),
            ]),
        ], sources: ["pushwoosh.json": ReporterFixtures.blank])
        #expect(plain.render([report]) == """
            t/native-config.json: error: m [json-duplicate-key]
                = note: other file (pushwoosh.json:2:3)
                = note: same file (/a)
                = note: nowhere

            ✖ 1 problem (1 error, 0 warnings) in 1 template

            """)
    }

    @Test func positionWithoutItsSourceTextHasNoFrame() {
        let report = TemplateReport(path: "t.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .jsonBOM, message: "bom", entry: "pushwoosh.json", range: SourceRange(bytes: 0..<0)),
        ], sources: ["native-config.json": SourceText(bytes: Array("{}".utf8))])
        #expect(plain.render([report]).hasPrefix("t.zip!/pushwoosh.json:1:1: warning: bom [json-bom]\n\n✖"))
    }
}
