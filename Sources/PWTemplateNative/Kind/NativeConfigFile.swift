import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// A `.json` file named on the command line that is a native config under another name: its
/// root is an object with `displayType` (or it does not parse, see ``isLinted(_:)``). It is linted as a bare `native-config.json` and
/// reported under its own name; no `pushwoosh.json` is read for it (the SDKs pair only the two
/// root files of a template).
enum NativeConfigFile {
    /// Whether a file name (any case) ends with `.json`.
    static func hasJSONExtension(_ path: String) -> Bool {
        TemplateDiscovery.lastComponent(of: path).lowercased().hasSuffix(".json")
    }

    /// The bytes of the file, refused past the limit for a JSON file.
    static func read(_ path: String, limits: ArchiveLimits = .default) throws(FileSystemError) -> [UInt8] {
        try FileSystem.readFile(path, limit: limits.maxJSONEntrySize)
    }

    /// Whether `document` is linted as a native config: it parsed to an object with a
    /// `displayType` member, or is no JSON at all (a broken template must fail with its syntax
    /// error and position, not be turned away as something else).
    static func isLinted(_ document: JSONDocument) -> Bool {
        guard let root = document.cursor else { return true }
        return root["displayType"] != nil
    }
}
