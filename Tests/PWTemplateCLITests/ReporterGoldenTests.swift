import Foundation
import PWTemplateCore
import Testing
@testable import PWTemplateCLI

/// Reports covering every shape a reporter must handle: an archive-level finding, a framed finding
/// with a hint, a tab and multi-byte line, a multi-line range, a finding without a range, one with a
/// position but no source text, a related location, a folder, a clean template, an unreadable path
/// and infos. Paths sort differently bytewise (`Spring` first) than case-insensitively.
enum ReporterFixtures {
    static let mediaHTTPS = Rule.insecureMediaURL
    static let colorFormat = Rule.invalidColor
    static let bannerLegacy = Rule.displayTypeCase

    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    static let promoConfig = """
        {
          "displayType": "modal",
          "modal": {
            "title": "Spring sale",
            "body": "Up to 50% off",
            "buttons": [
              { "text": "Shop", "action": "open" }
            ],
            "background": "#FFFFFF",
            "title": "Sale",
            "image": "http://cdn.example.com/a.png"
          }
        }

        """

    static let springConfig = """
        {
        \t"displayType": "banner",
        \t"banner": {
        \t\t"text": "Größte Auswahl — nur heute", "color": "#ZZZZZZ"
        \t}
        }

        """

    static let promo = TemplateReport(
        path: "Examples/promo.zip",
        kind: .archive,
        displayType: "modal",
        diagnostics: [
            Diagnostic(
                rule: mediaHTTPS,
                message: "media URL must be absolute https (got \"http://cdn.example.com/a.png\")",
                hint: "use \"https://cdn.example.com/a.png\"",
                entry: "native-config.json",
                pointer: "/modal/image",
                range: range(11, 14, 11, 44)
            ),
            Diagnostic(
                rule: .jsonDuplicateKey,
                message: "key \"title\" appears twice in /modal",
                entry: "native-config.json",
                pointer: "/modal/title",
                range: range(10, 5, 10, 12),
                related: [
                    RelatedLocation(message: "first defined here", pointer: "/modal/title", range: range(4, 5, 4, 12)),
                ]
            ),
            Diagnostic(rule: .archiveTooLarge, message: "the archive's files add up to 80 MiB uncompressed, over the 64 MiB limit"),
            Diagnostic(
                rule: .archiveJunk,
                message: "system junk: __MACOSX/._native-config.json",
                hint: "re-pack without resource forks, e.g. `pwtemplate pack`",
                entry: "__MACOSX/._native-config.json"
            ),
            Diagnostic(
                rule: .jsonBOM,
                message: "the file starts with a UTF-8 byte-order mark",
                entry: "pushwoosh.json",
                range: range(1, 1, 1, 2)
            ),
        ],
        sources: ["native-config.json": SourceText(bytes: Array(promoConfig.utf8))]
    )

    static let spring = TemplateReport(
        path: "Examples/Spring",
        kind: .folder,
        displayType: "banner",
        diagnostics: [
            Diagnostic(
                rule: colorFormat,
                message: "colour must be #RGB, #RGBA, #RRGGBB or #RRGGBBAA (got \"#ZZZZZZ\")",
                entry: "native-config.json",
                pointer: "/banner/color",
                range: range(4, 50, 4, 59),
                language: "de"
            ),
            Diagnostic(
                rule: bannerLegacy,
                message: "displayType \"Banner\" is not lowercase",
                entry: "native-config.json",
                pointer: "/banner",
                range: range(3, 2, 5, 3),
                platform: .android
            ),
        ],
        sources: ["native-config.json": SourceText(bytes: Array(springConfig.utf8))]
    )

    static let clean = TemplateReport(path: "Examples/clean.zip", kind: .archive, displayType: "modal")

    static let locked = TemplateReport(
        path: "Examples/locked",
        kind: .unreadable,
        diagnostics: [Diagnostic(rule: .pathUnreadable, message: "cannot open the folder: permission denied")]
    )

    static let legacy = TemplateReport(
        path: "Examples/legacy.zip",
        kind: .archive,
        diagnostics: [Diagnostic(rule: .htmlTemplate, message: "an HTML rich-media template: native checks are skipped")]
    )

    static let all = [promo, spring, clean, locked, legacy]
}

/// Compares output with `Golden/<name>`; with `PWTEMPLATE_UPDATE_GOLDEN=1` rewrites the file instead.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/" + name)
    if ProcessInfo.processInfo.environment["PWTEMPLATE_UPDATE_GOLDEN"] == "1" {
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "differs from Golden/\(name); PWTEMPLATE_UPDATE_GOLDEN=1 regenerates it", sourceLocation: sourceLocation)
}

@Suite struct ReporterGoldenTests {
    @Test func textPlain() throws {
        try expectGolden(TextReporter(colored: false, quiet: false).render(ReporterFixtures.all), "text-plain.txt")
    }

    @Test func textColored() throws {
        try expectGolden(TextReporter(colored: true, quiet: false).render(ReporterFixtures.all), "text-colored.txt")
    }

    @Test func textQuiet() throws {
        try expectGolden(TextReporter(colored: false, quiet: true).render(ReporterFixtures.all), "text-quiet.txt")
    }

    @Test func json() throws {
        try expectGolden(JSONReporter(toolVersion: "9.8.7").render(ReporterFixtures.all), "report.json")
    }
}
