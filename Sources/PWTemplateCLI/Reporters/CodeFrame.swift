import PWTemplateCore

/// The source line of a finding and the marker under it, as the text report shows them.
///
/// The marker is a `^` under the first column of the range and a `~` under each further one up to
/// the end (exclusive); a range that spans lines is underlined to the end of its first line. Tabs
/// before the `^` are copied into the indent so the marker lines up however the terminal expands
/// them. Lines longer than ``maxWidth`` scalars are cut to a window around the column, with `…`
/// marking each cut end (minified JSON is one very long line).
struct CodeFrame: Equatable {
    /// The longest line shown whole, in Unicode scalars.
    static let maxWidth = 120
    /// How many scalars a cut line keeps before the marked column.
    static let leadingContext = 40

    let lineNumber: Int
    /// The line as shown: terminal-safe, possibly cut.
    let text: String
    /// Spaces and tabs up to the `^`.
    let indent: String
    /// `^~~~`: at least one `^`.
    let marks: String

    /// The frame of `range` in `source`, or `nil` when the range starts past the last line.
    init?(range: SourceRange, source: SourceText) {
        guard range.start.line >= 1, range.start.line <= source.lineCount else { return nil }
        self.init(range: range, line: Self.scalars(ofLine: range.start.line, in: source))
    }

    /// The frame of `range` on `scalars`, the terminal-safe text of its first line.
    init(range: SourceRange, line scalars: [Unicode.Scalar]) {
        let start = max(range.start.column - 1, 0)
        let end = range.end.line == range.start.line ? range.end.column - 1 : scalars.count

        var window = 0..<scalars.count
        if scalars.count > Self.maxWidth {
            let lower = max(0, min(start - Self.leadingContext, scalars.count - Self.maxWidth))
            window = lower..<(lower + Self.maxWidth)
        }
        let cutBefore = window.lowerBound > 0
        let cutAfter = window.upperBound < scalars.count

        var text = String.UnicodeScalarView()
        if cutBefore { text.append("…") }
        text.append(contentsOf: scalars[window])
        if cutAfter { text.append("…") }

        var indent = String.UnicodeScalarView()
        if cutBefore { indent.append(" ") }
        for index in window.lowerBound..<start {
            indent.append(index < scalars.count && scalars[index] == "\t" ? "\t" : " ")
        }

        let markLimit = cutAfter ? window.upperBound : max(scalars.count, start + 1)
        let width = max(1, min(end, markLimit) - start)

        self.lineNumber = range.start.line
        self.text = String(text)
        self.indent = String(indent)
        self.marks = "^" + String(repeating: "~", count: width - 1)
    }

    static func scalars(ofLine number: Int, in source: SourceText) -> [Unicode.Scalar] {
        Array(source.line(number).terminalSafe.unicodeScalars)
    }
}

/// The code frames of one report's findings, each source line decoded once: a minified file is
/// one long line, and decoding it again for each of thousands of findings on it would take time
/// quadratic in its size.
struct CodeFrames {
    let report: TemplateReport
    private var lines: [String: [Int: [Unicode.Scalar]]] = [:]

    init(report: TemplateReport) {
        self.report = report
    }

    /// The frame of `diagnostic`, when it has a range in an entry whose text is known.
    mutating func frame(of diagnostic: Diagnostic) -> CodeFrame? {
        guard let range = diagnostic.range, let entry = diagnostic.entry, let source = report.sources[entry],
              range.start.line >= 1, range.start.line <= source.lineCount
        else { return nil }
        let number = range.start.line
        let scalars = lines[entry]?[number] ?? CodeFrame.scalars(ofLine: number, in: source)
        lines[entry, default: [:]][number] = scalars
        return CodeFrame(range: range, line: scalars)
    }
}
