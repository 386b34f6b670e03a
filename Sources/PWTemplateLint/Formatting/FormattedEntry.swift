import PWTemplateArchive
import PWTemplateSyntax

/// What `fmt` makes of one JSON file of a template.
public struct FormattedEntry: Sendable {
    /// What formatting the file gives.
    public enum Outcome: Sendable, Equatable {
        /// The file is already in the canonical layout.
        case unchanged
        /// The file in the canonical layout, which differs from its bytes.
        case changed([UInt8])
        /// The file has JSON errors and is not formatted.
        case invalid
    }

    public var entry: EntryName
    /// The file's bytes as read.
    public var original: [UInt8]
    public var outcome: Outcome
    /// The parser's findings about the file, `entry` set; for an `.invalid` file, the errors
    /// that stop formatting are among them.
    public var diagnostics: [Diagnostic]

    public init(entry: EntryName, original: [UInt8], outcome: Outcome, diagnostics: [Diagnostic] = []) {
        self.entry = entry
        self.original = original
        self.outcome = outcome
        self.diagnostics = diagnostics
    }

    /// The formatted bytes, when they differ from the file's.
    public var changedBytes: [UInt8]? {
        guard case .changed(let bytes) = outcome else { return nil }
        return bytes
    }
}

extension MessageDocument {
    /// Each text entry the document has, formatted by ``JSONFormatter``.
    public func formattedEntries() -> [FormattedEntry] {
        textEntries.compactMap { entry in
            guard let bytes = bytes(of: entry), let document = parsed(entry) else { return nil }
            let diagnostics = document.diagnostics.map { $0.stamped(entry) }
            let outcome: FormattedEntry.Outcome = switch JSONFormatter.format(document) {
            case nil: .invalid
            case let formatted? where formatted == bytes: .unchanged
            case let formatted?: .changed(formatted)
            }
            return FormattedEntry(entry: entry, original: bytes, outcome: outcome, diagnostics: diagnostics)
        }
    }
}
