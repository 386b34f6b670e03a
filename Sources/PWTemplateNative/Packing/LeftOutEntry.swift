import PWTemplateLint

/// A file or folder that `pack` or `unpack` did not copy, and why.
public struct LeftOutEntry: Sendable, Equatable {
    public enum Reason: Sendable, Equatable {
        /// Operating-system clutter: `.DS_Store`, `__MACOSX/`, `._*`, `Thumbs.db`, `desktop.ini`.
        case junk
        /// A folder beside the template files; the SDKs read files at the root only.
        case folder
        /// A file the SDKs never read: images, fonts, notes, an `index.html` beside the config.
        case unused
        /// An archive entry named so that it could land outside the folder (`..`, an absolute
        /// path, a backslash, a drive letter).
        case unsafeName
        /// An earlier copy of an entry the archive holds more than once.
        case duplicate
    }

    /// The name as the folder listing or the archive gives it; folders end with `/`.
    public var name: String
    public var reason: Reason
    /// Why it was left out, in words: `macOS Finder metadata`.
    public var explanation: String

    public init(name: String, reason: Reason, explanation: String) {
        self.name = name
        self.reason = reason
        self.explanation = explanation
    }
}

extension LeftOutEntry {
    private static let unusedExplanation =
        "never read by the SDKs, which read only native-config.json and pushwoosh.json and take media from HTTPS URLs"

    /// How a template entry that is not one of the two template files is left out.
    init(_ entry: TemplateEntry) {
        if let reason = entry.unsafePath {
            self.init(name: entry.name, reason: .unsafeName, explanation: Self.explanation(reason))
        } else if let kind = entry.junk {
            self.init(name: entry.name, reason: .junk, explanation: Self.explanation(kind))
        } else if entry.isDirectory {
            self.init(name: entry.name, reason: .folder, explanation: "a folder; the SDKs read files only at the root")
        } else {
            self.init(name: entry.name, reason: .unused, explanation: Self.unusedExplanation)
        }
    }

    /// All the entries of one `__MACOSX/` folder, left out together.
    static func resourceFolder(_ folder: String, entries: Int) -> LeftOutEntry {
        LeftOutEntry(name: folder, reason: .junk, explanation: "macOS resource forks (\(entries) \(entries == 1 ? "entry" : "entries"))")
    }

    /// An earlier copy of `name`, which the SDKs overwrite with the last one.
    static func duplicate(_ name: String) -> LeftOutEntry {
        LeftOutEntry(name: name, reason: .duplicate, explanation: "an earlier copy; the SDKs keep the last copy of a name")
    }

    private static func explanation(_ kind: JunkKind) -> String {
        switch kind {
        case .macOSResourceFolder: "macOS resource forks"
        case .finderSettings: "macOS Finder metadata"
        case .appleDouble: "a macOS resource fork"
        case .thumbnailCache: "a Windows thumbnail cache"
        case .folderSettings: "Windows folder settings"
        }
    }

    private static func explanation(_ reason: UnsafePath) -> String {
        let problem = switch reason {
        case .parentSegment: "a \"..\" segment"
        case .absolute: "an absolute path"
        case .backslash: "a backslash"
        case .driveLetter: "a drive letter"
        }
        return "unsafe name with \(problem), which could point outside the folder; never written"
    }
}
