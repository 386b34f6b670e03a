import PWTemplateArchive
import PWTemplateSyntax
import PWTemplateSystem

/// Turns command-line paths into templates to lint.
///
/// - `-` is a ZIP on standard input.
/// - A `.zip` file is a template archive.
/// - A folder with `native-config.json` or `index.html` at its top is a template folder.
/// - A `native-config.json` or `pushwoosh.json` names the folder holding it (what a pre-commit
///   hook passes); two files of one folder give that folder once.
/// - Another `.json` file named explicitly whose root object has `displayType` (or that is no
///   JSON at all) is a bare native config under its own name (see ``NativeConfigFile``).
/// - Any other file named explicitly is not a template: a usage error.
/// - Any other folder is scanned recursively for the above, skipping hidden folders, `.build`
///   and `node_modules`, never following symbolic links to folders. A path that cannot be read
///   becomes an `unreadable` target, so the run reports it instead of skipping it.
public struct TemplateDiscovery: Sendable {
    /// The folder relative paths are resolved against.
    public var currentDirectory: String

    /// File names that make a folder a template folder.
    static let templateMarkers = [EntryName.nativeConfig.path, "index.html"]
    /// File names that, given explicitly, name their folder.
    static let templateFileNames = Set(EntryName.sdkFiles.map(\.path))
    static let skippedFolderNames: Set<String> = [".build", "node_modules"]

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The templates named by `paths`; no paths means the current folder.
    public func discover(_ paths: [String]) throws(DiscoveryError) -> Discovery {
        var walk = Walk()
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                guard !walk.sawStandardInput else { throw .standardInputTwice }
                walk.sawStandardInput = true
                walk.add(.standardInput, display: "-", absolute: "-")
                continue
            }
            let absolute = resolve(path)
            guard FileSystem.exists(absolute) else { throw .pathNotFound(path) }
            try walk.visitExplicit(display: path, absolute: absolute)
        }
        return walk.discovery
    }

    private func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return path == "." ? currentDirectory : FilePath.join(currentDirectory, path)
    }

    static func isArchiveName(_ path: String) -> Bool {
        hasArchiveExtension(lastComponent(of: path))
    }

    /// Whether a file name (a single component, as a folder listing gives it) ends with `.zip`
    /// in any case.
    static func hasArchiveExtension(_ name: String) -> Bool {
        name.lowercased().hasSuffix(".zip")
    }

    /// The last component of `path`, ignoring one trailing slash: `a/promo/` → `promo`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trimmed
    }
}

/// The state of one discovery: what was found so far, and what was already seen.
private struct Walk {
    var discovery = Discovery(targets: [], emptyFolders: [])
    var seen = Set<String>()
    var sawStandardInput = false

    /// Adds a target unless the same file or folder was added before, however reached: `canonical`
    /// is its canonical path when the caller knows it, else it is resolved here.
    mutating func add(_ source: LintTarget.Source, display: String, absolute: String, canonical: String? = nil, parsed: JSONDocument? = nil) {
        let key = canonical ?? FileSystem.canonicalPath(absolute) ?? absolute
        guard seen.insert(key).inserted else { return }
        var target = LintTarget(source: source, displayPath: display, fileSystemPath: absolute)
        target.parsedNativeConfig = parsed
        discovery.targets.append(target)
    }

    /// The kind of `absolute`, or `nil` after recording it as unreadable.
    mutating func kind(display: String, absolute: String, followingLinks: Bool) -> FileKind? {
        do {
            return try followingLinks ? FileSystem.resolvedKind(of: absolute) : FileSystem.kind(of: absolute)
        } catch {
            add(.unreadable(reason: error.reason), display: display, absolute: absolute)
            return nil
        }
    }

    /// A path given on the command line: links are followed, and a file that names no
    /// template is an error.
    mutating func visitExplicit(display: String, absolute: String) throws(DiscoveryError) {
        switch kind(display: display, absolute: absolute, followingLinks: true) {
        case .directory:
            let before = discovery.targets.count
            visitFolder(display: display, absolute: absolute, canonical: FileSystem.canonicalPath(absolute) ?? absolute)
            if discovery.targets.count == before { discovery.emptyFolders.append(display) }
        case .regular where TemplateDiscovery.isArchiveName(display):
            add(.archive, display: display, absolute: absolute)
        case .regular where TemplateDiscovery.templateFileNames.contains(TemplateDiscovery.lastComponent(of: display)):
            add(.folder, display: FilePath.parent(of: display), absolute: FilePath.parent(of: absolute))
        case .regular where NativeConfigFile.hasJSONExtension(display):
            try visitJSONFile(display: display, absolute: absolute)
        case nil:
            break
        default:
            throw .notATemplate(display, reason: nil)
        }
    }

    /// A `.json` file named explicitly: a bare native config, or an error. A file that cannot be
    /// read becomes an `unreadable` target, as a path met while scanning does.
    mutating func visitJSONFile(display: String, absolute: String) throws(DiscoveryError) {
        let bytes: [UInt8]
        do {
            bytes = try NativeConfigFile.read(absolute)
        } catch {
            add(.unreadable(reason: error.reason), display: display, absolute: absolute)
            return
        }
        let document = JSONParser.parse(bytes)
        guard NativeConfigFile.isLinted(document) else {
            throw .notATemplate(display, reason: "its root is not an object with \"displayType\"")
        }
        add(.nativeConfigFile, display: display, absolute: absolute, parsed: document)
    }

    /// A folder: a template folder, or a folder to scan. `canonical` is its canonical path
    /// (as ``add(_:display:absolute:canonical:)`` would resolve it): a file or folder in it that
    /// is not a link has the canonical path `canonical/name`, so it needs no `realpath` of its
    /// own (one `readlink` per path component, for every file scanned).
    mutating func visitFolder(display: String, absolute: String, canonical: String) {
        let rawNames: [[UInt8]]
        do {
            rawNames = try FileSystem.rawContents(ofDirectory: absolute)
        } catch {
            add(.unreadable(reason: error.reason), display: display, absolute: absolute)
            return
        }
        let names = rawNames.map { raw in
            let valid = String(validating: raw, as: UTF8.self)
            return (isValid: valid != nil, text: valid ?? String(decoding: raw, as: UTF8.self))
        }
        if names.contains(where: { TemplateDiscovery.templateMarkers.contains($0.text) }) {
            add(.folder, display: display, absolute: absolute, canonical: canonical)
            return
        }
        for (isValid, name) in names where !name.hasPrefix(".") {
            let display = FilePath.join(display, name), absolute = FilePath.join(absolute, name)
            // The repaired name no longer names the entry, so nothing can open it.
            guard isValid else {
                add(.unreadable(reason: "its name is not valid UTF-8; rename it"), display: display, absolute: absolute)
                continue
            }
            visitScanned(name: name, display: display, absolute: absolute, canonical: FilePath.join(canonical, name))
        }
    }

    /// An entry met while scanning: folders are entered, ZIPs (and links to ZIP files) linted,
    /// links to folders and everything else passed over. `canonical` is the entry's canonical
    /// path unless the entry is a link (a link's target is resolved when it is added).
    mutating func visitScanned(name: String, display: String, absolute: String, canonical: String) {
        switch kind(display: display, absolute: absolute, followingLinks: false) {
        case .directory where !TemplateDiscovery.skippedFolderNames.contains(name):
            visitFolder(display: display, absolute: absolute, canonical: canonical)
        case .regular where TemplateDiscovery.hasArchiveExtension(name):
            add(.archive, display: display, absolute: absolute, canonical: canonical)
        case .symbolicLink where TemplateDiscovery.hasArchiveExtension(name):
            if case .regular = kind(display: display, absolute: absolute, followingLinks: true) {
                add(.archive, display: display, absolute: absolute)
            }
        default:
            break
        }
    }
}
