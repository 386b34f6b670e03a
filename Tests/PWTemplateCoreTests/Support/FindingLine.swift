import PWTemplateLint
@testable import PWTemplateSyntax

extension Diagnostic {
    /// The finding in one line, for exact comparisons: entry, start, severity, rule, language and
    /// message (`pushwoosh.json:5:20 warning l10n-html-markup [de] translation …`); `sources` holds
    /// the text of each entry, which gives the start its line and column.
    func line(in sources: EntrySources) -> String {
        let start = location.start(in: sources).map { "\($0.line):\($0.column)" } ?? "-"
        let scope = language.map { " [\($0)]" } ?? ""
        return "\(location.entry?.path ?? "-"):\(start) \(severity) \(rule.id)\(scope) \(message)"
    }
}

extension Location {
    /// Where the range starts in lines and columns of `text`, for assertions.
    func start(in text: SourceText) -> SourcePosition? {
        range.map { text.position(ofByte: $0.bytes.lowerBound) }
    }

    /// Where the range starts in lines and columns of its entry's text in `sources` (`entry` for
    /// a location that names none).
    func start(in sources: EntrySources, entry fallback: EntryName? = nil) -> SourcePosition? {
        (entry ?? fallback).flatMap { sources[$0] }.flatMap(start(in:))
    }
}

extension TemplateReport {
    /// Each finding in one line (see ``Diagnostic/line(in:)``).
    var findingLines: [String] { diagnostics.map { $0.line(in: sources) } }
}

/// The texts of a template's two files, to give findings their lines and columns.
func templateSources(config: String, pushwoosh: String? = nil) -> EntrySources {
    var sources: EntrySources = [.nativeConfig: SourceText(bytes: Array(config.utf8))]
    sources[.pushwoosh] = pushwoosh.map { SourceText(bytes: Array($0.utf8)) }
    return sources
}
