import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// Reads a template's container (a ZIP archive or a template folder): judges every entry from
/// the directory or folder listing first, then reads only the root `native-config.json` and
/// `pushwoosh.json`, and only when nothing refused them (and, beside them, a root `index.html`
/// and its style sheets, to tell the HTML fallback's files from unused ones).
public enum TemplateReader {
    /// Archives up to this size are read whole and opened from memory: a few system calls
    /// instead of libzip's stat, seeks and reads of the file, and the header scan reads no file
    /// either. Larger archives (with media) are read piecewise, only the parts needed.
    static let wholeReadLimit = 64 * 1024

    /// Reads the ZIP archive at `path`.
    public static func readArchive(atPath path: String, limits: ArchiveLimits = .default) -> TemplateContents {
        if let bytes = FileSystem.smallFileContents(path, limit: wholeReadLimit) {
            return readArchive(bytes: bytes, limits: limits)
        }
        // libzip would say only "operation not supported".
        if (try? FileSystem.resolvedKind(of: path)) == .directory {
            return TemplateContents(diagnostics: [ArchiveFindings.unreadable(.archive, reason: "a folder, not a ZIP archive")])
        }
        return archiveContents(opening: { () throws(ArchiveError) in try ZipArchive(path: path) }, limits: limits)
    }

    /// Reads a ZIP archive held in memory (e.g. from standard input).
    public static func readArchive(bytes: [UInt8], limits: ArchiveLimits = .default) -> TemplateContents {
        archiveContents(opening: { () throws(ArchiveError) in try ZipArchive(bytes: bytes) }, limits: limits)
    }

    /// Reads a template folder: files below it (symbolic links not followed, `.git` skipped)
    /// are judged like archive entries named by their relative paths. `overlay` holds texts
    /// (by relative name, e.g. an editor's unsaved buffers) read instead of the files on disk,
    /// or beside them when the folder lacks one (or does not exist yet).
    public static func readFolder(atPath path: String, limits: ArchiveLimits = .default, overlay: [String: [UInt8]] = [:]) -> TemplateContents {
        folderContents(atPath: path, limits: limits, overlay: overlay)
    }

    /// Why one of the two JSON files could not be read.
    enum EntryReadFailure: Error {
        /// It holds more than the limit, though its size said otherwise.
        case overLimit
        case unreadable(reason: String)
    }

    /// Classifies `entries`, then reads the root JSON files the classification allows with
    /// `read(position, limit)`; `findings` come first (container-level findings of the caller).
    static func contents(
        of entries: [TemplateEntry],
        in container: TemplateContainer,
        limits: ArchiveLimits,
        findings: [Diagnostic],
        read: (Int, UInt64) -> Result<[UInt8], EntryReadFailure>
    ) -> TemplateContents {
        let classification = EntryClassifier.classify(entries, limits: limits, container: container)
        var contents = TemplateContents(isHTMLTemplate: classification.isHTMLTemplate, diagnostics: findings + classification.diagnostics)
        // The HTML fallback's own files are read on a best effort: one that cannot be read is not followed.
        let fallbackFiles = classification.htmlFallback.flatMap { index in
            HTMLFallback.usedFiles(index: index, in: entries) { try? read($0, limits.maxJSONEntrySize).get() }
        }
        contents.diagnostics += classification.unused.compactMap { position in
            fallbackFiles?.contains(entries[position].name) == true
                ? nil : ArchiveFindings.unusedFile(entries[position], besideHTMLFallback: fallbackFiles != nil, in: container)
        }
        func load(_ position: Int?) -> [UInt8]? {
            guard let position else { return nil }
            switch read(position, limits.maxJSONEntrySize) {
            case .success(let bytes):
                return bytes
            case .failure(.overLimit):
                contents.diagnostics.append(ArchiveFindings.inflatesPastHeader(entries[position], limit: limits.maxJSONEntrySize))
            case .failure(.unreadable(let reason)):
                contents.diagnostics.append(ArchiveFindings.unreadableEntry(entries[position], reason: reason, container: container))
            }
            return nil
        }
        contents.nativeConfig = load(classification.nativeConfig)
        contents.pushwoosh = load(classification.pushwoosh)
        return contents
    }
}
