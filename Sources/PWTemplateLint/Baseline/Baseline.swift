import PWTemplateSyntax
import PWTemplateSystem

/// A baseline file (`lint --write-baseline`, `lint --baseline`, `"baseline"` in
/// `.pwtemplate.json`): the findings a catalogue had when it adopted pwtemplate, which later runs
/// do not report again.
///
/// ```json
/// { "version": 1, "findings": [ { "template": "promos/spring.zip", "entry": "native-config.json",
///   "rule": "asset-https", "pointer": "/modal/image", "message": "…" } ] }
/// ```
public struct Baseline: Sendable {
    /// The only `version` this release reads and writes.
    public static let version = 1

    /// The absolute path of the file; template paths are relative to its folder.
    public var path: String
    /// The recorded findings (sorted when written; in file order when read); the same finding
    /// twice is recorded twice.
    public var entries: [BaselineEntry]
    /// Where each entry starts in the file read (byte offsets), for findings about stale ones;
    /// empty for a baseline made in memory.
    public var entryRanges: [Range<Int>] = []
    /// The text read, for the lines, columns and code frames of stale entries.
    public var text: SourceText?

    public init(path: String, entries: [BaselineEntry]) {
        self.path = path
        self.entries = entries.sorted()
    }

    /// The folder template paths are relative to.
    public var folder: String { FilePath.parent(of: path) }

    /// How messages show the file: relative to `currentDirectory` when inside it.
    public func displayPath(from currentDirectory: String) -> String {
        FilePath.display(path, from: currentDirectory)
    }

    /// How the baseline names the template at `absolutePath`.
    public func templateKey(of absolutePath: String) -> String {
        FilePath.relative(absolutePath, to: folder).map { $0.isEmpty ? "." : $0 } ?? absolutePath
    }

    /// The absolute path of a template the baseline names.
    public func absolutePath(of template: String) -> String {
        FilePath.absolute(template, from: folder)
    }

    /// The file's bytes: sorted entries, pretty-printed, the same for the same findings.
    public func rendered() -> [UInt8] {
        let findings = entries.map { entry in
            JSONOutput.object([
                ("template", .string(entry.template)), ("entry", JSONOutput(entry.entry)), ("rule", .string(entry.rule)),
                ("pointer", JSONOutput(entry.pointer)), ("message", .string(entry.message)),
            ])
        }
        return Array(JSONOutput.object([("version", .int(Self.version)), ("findings", .array(findings))]).rendered().utf8)
    }
}
