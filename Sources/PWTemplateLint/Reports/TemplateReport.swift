import PWTemplateSyntax

/// Everything pwtemplate found about one template (or one unreadable path met in a scan).
public struct TemplateReport: Sendable {
    /// How entries of the template are named in reports.
    public enum Kind: Sendable, Equatable {
        /// A ZIP file: entries are shown as `path!/entry`.
        case archive
        /// A template folder: entries are shown as `path/entry`.
        case folder
        /// A native config under another name (`promo.json`): every entry is shown as `path`.
        case file
        /// A message file of a one-file kind (an inbox or In-App message): shown as `path`, and
        /// counted as a message, not a template.
        case message
        /// A path that could not be read as a template at all.
        case unreadable
        /// A configuration file's own findings (`unused-ignore`): entries are shown as in a
        /// folder, and it is not counted as a template.
        case configuration
    }

    /// The template's path as given or as found by the scan.
    public var path: String
    public var kind: Kind
    /// The `displayType` string of `native-config.json`, when it has one.
    public var displayType: String?
    /// Findings in report order (see ``Diagnostic/inReportOrder(_:sources:)``).
    public var diagnostics: [Diagnostic]
    /// The text of each parsed entry: the line index that gives findings their lines and
    /// columns, and the lines of code frames.
    public var sources: EntrySources

    public init(path: String, kind: Kind, displayType: String? = nil, diagnostics: [Diagnostic] = [], sources: EntrySources = [:]) {
        self.path = path
        self.kind = kind
        self.displayType = displayType
        self.diagnostics = Diagnostic.inReportOrder(diagnostics, sources: sources)
        self.sources = sources
    }

    /// This report keeping only the texts of entries a finding or a related place with a range
    /// points into (reports give their lines and columns, code frames show them) or a fix edits
    /// (reports give its edits' lines and columns). A run over many templates holds far less
    /// memory so.
    public func keepingFramedSources() -> TemplateReport {
        var report = self
        report.sources = sources.filter { entry, _ in diagnostics.contains { $0.needsText(of: entry) } }
        return report
    }

    /// How a report names an entry of this template: `promo.zip!/native-config.json`,
    /// `promo/native-config.json`, plain `native-config.json` for the current folder, and
    /// `promo.json` for a native config under that name.
    public func displayPath(ofEntry entry: EntryName?) -> String {
        guard let entry = entry?.path else { return path }
        switch kind {
        case .archive: return path + "!/" + entry
        case .file, .message: return path
        case .folder, .unreadable, .configuration:
            if path == "." { return entry }
            return path.hasSuffix("/") ? path + entry : path + "/" + entry
        }
    }

    /// Where `location` is in lines and columns of its entry's text; `entry` names the entry of a
    /// location that names none (a related place in its finding's entry). `nil` without a range,
    /// or without the text of its entry (but at 1:1, see ``SourceRange/lineColumns(in:)``).
    public func lineColumns(of location: Location, in entry: EntryName? = nil) -> LineColumnRange? {
        location.range?.lineColumns(in: (location.entry ?? entry).flatMap { sources[$0] })
    }
}

extension Diagnostic {
    /// Whether a report of the finding reads the text of `entry`: the finding or a related place
    /// (in the finding's entry when it names none) has a range in it, or its fix edits it.
    fileprivate func needsText(of entry: EntryName) -> Bool {
        if location.range != nil, location.entry == entry { return true }
        if related.contains(where: { $0.location.range != nil && ($0.location.entry ?? location.entry) == entry }) { return true }
        guard case .edits(let edited, _)? = fix?.change else { return false }
        return edited == entry
    }
}
