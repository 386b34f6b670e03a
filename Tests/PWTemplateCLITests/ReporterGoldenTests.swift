import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// Reports covering every shape a reporter must handle: an archive-level finding, a framed finding
/// with a hint, a tab and multi-byte line, a multi-line range, a finding without a range, one with a
/// position but no source text, a related location, a folder, a clean template, an unreadable path
/// and infos. Paths sort differently bytewise (`Spring` first) than case-insensitively.
///
/// Rule ids, messages, hints and ranges are what `pwtemplate lint` reports on these texts (and
/// on an archive with junk and an HTML archive), put together in fewer templates; the language
/// and the platform of Spring's findings are set to cover those fields.
enum ReporterFixtures {
    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> LineColumnRange {
        LineColumnRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    /// The bytes of `text` from line:column to endLine:endColumn (columns in scalars), as a
    /// finding holds them.
    static func span(_ text: String, _ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        let source = SourceText(bytes: Array(text.utf8))
        let start = source.offset(of: SourcePosition(line: line, column: column))
        return SourceRange(bytes: start..<max(start, source.offset(of: SourcePosition(line: endLine, column: endColumn))))
    }

    /// The bytes of a line/column range of ``blankText``.
    static func span(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        span(blankText, line, column, endLine, endColumn)
    }

    /// Sixty lines of 400 spaces: the text of findings whose text no test looks at.
    static let blankText = String(repeating: String(repeating: " ", count: 400) + "\n", count: 60)
    static let blank = SourceText(bytes: Array(blankText.utf8))

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
        \t\t"title": {"text": "Größte Auswahl — nur heute", "color": "#ZZZZZZ"}
        \t}
        }

        """

    static let promo = TemplateReport(
        path: "Examples/promo.zip",
        kind: .archive,
        displayType: "modal",
        diagnostics: [
            Diagnostic(
                rule: .insecureMediaURL,
                message: "modal › image is \"http://cdn.example.com/a.png\": an http: URL, blocked by App Transport Security (iOS) and the cleartext policy (Android 9+)",
                hint: "write \"https://cdn.example.com/a.png\"",
                entry: "native-config.json",
                pointer: "/modal/image",
                range: span(promoConfig, 11, 14, 11, 44)
            ),
            Diagnostic(
                rule: .jsonDuplicateKey,
                message: "duplicate key \"title\"",
                hint: "keep one of them: Android uses the last value, iOS may use either",
                entry: "native-config.json",
                pointer: "/modal/title",
                range: span(promoConfig, 10, 5, 10, 12),
                related: [
                    RelatedLocation(message: "first defined here", pointer: "/modal/title", range: span(promoConfig, 4, 5, 4, 12)),
                ]
            ),
            Diagnostic(
                rule: .archiveTooLarge,
                message: "the archive's files add up to 80 MiB uncompressed, over the 64 MiB limit (largest: \"video.mp4\", 80 MiB); nothing was read",
                hint: "Remove large files: the SDKs read only native-config.json and pushwoosh.json, and media must be HTTPS URLs."
            ),
            Diagnostic(
                rule: .archiveJunk,
                message: "\"__MACOSX/\" holds macOS resource forks (2 entries), extracted on every device as dead weight",
                hint: "Remove it; `pwtemplate pack <folder>` leaves system files out.",
                entry: "__MACOSX/"
            ),
            Diagnostic(
                rule: .jsonBOM,
                message: "the file starts with a UTF-8 byte-order mark",
                hint: "save the file as UTF-8 without a BOM; Android skips it, iOS does not promise to",
                entry: "pushwoosh.json",
                // No text: an empty range at the start of the file is at 1:1 without it.
                range: SourceRange(bytes: 0..<0)
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
                rule: .invalidColor,
                message: "banner › title › color is \"#ZZZZZZ\": 'Z' is not a hex digit",
                hint: "write '#' and 3, 4, 6 or 8 hex digits: #RGB, #RGBA, #RRGGBB or #RRGGBBAA (alpha last)",
                entry: "native-config.json",
                pointer: "/banner/title/color",
                range: span(springConfig, 4, 60, 4, 69),
                language: "de"
            ),
            Diagnostic(
                rule: .noWayOut,
                message: "users cannot close this banner at all: no close button (`showClose` is not true), no `close` action and no `autoDismiss`",
                hint: "set `showClose` to true or give a button the action { \"type\": \"close\" }, or set `autoDismiss`",
                entry: "native-config.json",
                pointer: "/banner",
                range: span(springConfig, 3, 12, 5, 3),
                platform: .android
            ),
        ],
        sources: ["native-config.json": SourceText(bytes: Array(springConfig.utf8))]
    )

    static let clean = TemplateReport(path: "Examples/clean.zip", kind: .archive, displayType: "modal")

    static let locked = TemplateReport(
        path: "Examples/locked",
        kind: .unreadable,
        diagnostics: [Diagnostic(
            rule: .pathUnreadable,
            message: "cannot read 'Examples/locked': Permission denied",
            hint: "fix the permissions or the link, or move it out of the scanned folder"
        )]
    )

    static let legacy = TemplateReport(
        path: "Examples/legacy.zip",
        kind: .archive,
        diagnostics: [Diagnostic(
            rule: .htmlTemplate,
            message: "HTML rich-media template (root index.html, no native-config.json): native checks are skipped",
            hint: "If this is meant to be a native template, put native-config.json at the root of the archive."
        )]
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
