import PWTemplateSyntax

/// One thing to lint, found from the paths given on the command line.
public struct LintTarget: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// A ZIP file.
        case archive
        /// A folder with `native-config.json` or `index.html` at its top.
        case folder
        /// One file that is a whole document of its kind (claimed by its name or content, e.g. a
        /// bare native config under another name), reported under its own name.
        case document
        /// A ZIP read from standard input.
        case standardInput
        /// A path met while scanning that cannot be read; `reason` says why.
        case unreadable(reason: String)
    }

    public var source: Source
    /// The path as reports show it: as given, or joined from a scanned folder.
    public var displayPath: String
    /// The path to open: `displayPath` resolved against the working folder.
    public var fileSystemPath: String
    /// The id of the ``MessageKind`` that reads it (see ``KindRegistry/kind(of:)``).
    public var kind: String
    /// A bare native config as discovery read and parsed it to tell it is one, so reading the
    /// target neither reads nor parses it again; not part of the target's identity.
    package var parsedDocument: JSONDocument?

    public init(source: Source, displayPath: String, fileSystemPath: String, kind: String) {
        self.source = source
        self.displayPath = displayPath
        self.fileSystemPath = fileSystemPath
        self.kind = kind
    }

    public static func == (lhs: LintTarget, rhs: LintTarget) -> Bool {
        lhs.source == rhs.source && lhs.displayPath == rhs.displayPath && lhs.fileSystemPath == rhs.fileSystemPath
    }
}
