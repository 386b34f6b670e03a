import PWTemplateArchive
import PWTemplateLint

/// Why an entry name could land outside the folder it is extracted to.
enum UnsafePath: Sendable, Equatable {
    case parentSegment
    case absolute
    case backslash
    case driveLetter
}

/// Operating-system clutter that ends up in archives.
enum JunkKind: Sendable, Equatable {
    /// An entry of a `__MACOSX/` folder (resource forks added by macOS "Compress"); the
    /// associated value is that folder, e.g. `__MACOSX/` or `promo/__MACOSX/`.
    case macOSResourceFolder(String)
    /// `.DS_Store`: Finder window settings.
    case finderSettings
    /// `._name`: an AppleDouble resource fork.
    case appleDouble
    /// `Thumbs.db`: the Windows thumbnail cache.
    case thumbnailCache
    /// `desktop.ini`: Windows folder settings.
    case folderSettings
}

extension TemplateEntry {
    /// Why the name is unsafe to extract, or `nil` when it stays inside the template folder.
    var unsafePath: UnsafePath? {
        if name.hasPrefix("/") { return .absolute }
        // A backslash character is that one byte: names without the byte skip the character walk.
        if name.utf8.contains(UInt8(ascii: "\\")), name.contains("\\") { return .backslash }
        let bytes = rawName
        if bytes.count >= 2, bytes[1] == UInt8(ascii: ":"), (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0] & 0xDF) {
            return .driveLetter
        }
        if segments.contains("..") { return .parentSegment }
        return nil
    }

    /// The name holds a byte outside ASCII.
    var hasNonASCIIName: Bool { rawName.contains { $0 >= 0x80 } }

    /// What kind of system clutter the entry is, if any. Names compare case-sensitively.
    var junk: JunkKind? {
        let segments = segments
        if let resourceFolder = segments.firstIndex(of: "__MACOSX") {
            return .macOSResourceFolder(segments[...resourceFolder].joined(separator: "/") + "/")
        }
        if isDirectory { return nil }
        switch baseName {
        case ".DS_Store": return .finderSettings
        case "Thumbs.db": return .thumbnailCache
        case "desktop.ini": return .folderSettings
        case let base where base.hasPrefix("._"): return .appleDouble
        default: return nil
        }
    }
}
