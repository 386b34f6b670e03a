import PWTemplateLint
import PWTemplateSyntax

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
    init?(range: LineColumnRange, source: SourceText) {
        guard range.start.line >= 1, range.start.line <= source.lineCount else { return nil }
        self.init(range: range, line: Line(range.start.line, in: source))
    }

    /// The frame of `range` on `line`, its first line.
    init(range: LineColumnRange, line: Line) {
        let start = max(range.start.column - 1, 0)
        let end = range.end.line == range.start.line ? range.end.column - 1 : line.count

        var window = 0..<line.count
        if line.count > Self.maxWidth {
            let lower = max(0, min(start - Self.leadingContext, line.count - Self.maxWidth))
            window = lower..<(lower + Self.maxWidth)
        }
        let cutBefore = window.lowerBound > 0
        let cutAfter = window.upperBound < line.count

        let indent = (window.lowerBound..<start).map { line.isTab(at: $0) ? UInt8(ascii: "\t") : UInt8(ascii: " ") }
        let markLimit = cutAfter ? window.upperBound : max(line.count, start + 1)
        let width = max(1, min(end, markLimit) - start)

        self.lineNumber = range.start.line
        self.text = (cutBefore ? "…" : "") + line.text(of: window) + (cutAfter ? "…" : "")
        self.indent = (cutBefore ? " " : "") + String(decoding: indent, as: UTF8.self)
        self.marks = "^" + String(repeating: "~", count: width - 1)
    }

    /// A source line as frames show it: its terminal-safe UTF-8 and where each scalar starts in
    /// it, so the window of a very long line (minified JSON) is cut out as one slice.
    struct Line {
        private let utf8: [UInt8]
        /// The offset in `utf8` of each scalar, then `utf8.count`.
        private let scalarStarts: [Int]

        /// Line `number` (1-based) of `source`.
        init(_ number: Int, in source: SourceText) {
            utf8 = Array(source.line(number).terminalSafe.utf8)
            var starts: [Int] = []
            starts.reserveCapacity(utf8.count + 1)
            for (offset, byte) in utf8.enumerated() where !UTF8.isContinuation(byte) { starts.append(offset) }
            starts.append(utf8.count)
            scalarStarts = starts
        }

        /// The length of the line, in Unicode scalars.
        var count: Int { scalarStarts.count - 1 }

        /// Whether the scalar at `index` is a tab (`false` past the end).
        func isTab(at index: Int) -> Bool {
            index < count && utf8[scalarStarts[index]] == UInt8(ascii: "\t")
        }

        /// The text of the scalars in `range`.
        func text(of range: Range<Int>) -> String {
            String(decoding: utf8[scalarStarts[range.lowerBound]..<scalarStarts[range.upperBound]], as: UTF8.self)
        }
    }
}

/// The code frames of one report's findings, each source line decoded once: a minified file is
/// one long line, and decoding it again for each of thousands of findings on it would take time
/// quadratic in its size.
struct CodeFrames {
    let report: TemplateReport
    private var lines: [EntryName: [Int: CodeFrame.Line]] = [:]

    init(report: TemplateReport) {
        self.report = report
    }

    /// The frame of `diagnostic`, at `range` (its lines and columns, as the report worked them
    /// out), when it has a range in an entry whose text is known.
    mutating func frame(of diagnostic: Diagnostic, at range: LineColumnRange?) -> CodeFrame? {
        guard let entry = diagnostic.location.entry, let source = report.sources[entry], diagnostic.location.range != nil,
              let range, range.start.line >= 1, range.start.line <= source.lineCount
        else { return nil }
        let number = range.start.line
        let line = lines[entry]?[number] ?? CodeFrame.Line(number, in: source)
        lines[entry, default: [:]][number] = line
        return CodeFrame(range: range, line: line)
    }
}
