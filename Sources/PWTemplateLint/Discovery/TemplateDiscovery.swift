import PWTemplateArchive
import PWTemplateSyntax
import PWTemplateSystem

/// Turns command-line paths into templates to lint, asking each kind of its ``KindRegistry``
/// what a path is to it (the first kind to claim a path owns it). For native templates:
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
    /// The kinds asked what each path is.
    public var kinds: KindRegistry

    static let skippedFolderNames: Set<String> = [".build", "node_modules"]

    public init(currentDirectory: String, kinds: KindRegistry) {
        self.currentDirectory = currentDirectory
        self.kinds = kinds
    }

    /// The templates named by `paths`; no paths means the current folder.
    public func discover(_ paths: [String]) throws(DiscoveryError) -> Discovery {
        var walk = Walk(kinds: kinds)
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

    /// Whether a file name (a single component, as a folder listing gives it) ends with `.zip`
    /// in any case.
    package static func hasArchiveExtension(_ name: String) -> Bool {
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
    let kinds: KindRegistry
    var discovery = Discovery(targets: [], emptyFolders: [])
    var seen = Set<String>()
    var sawStandardInput = false

    /// Adds a target unless the same file or folder was added before, however reached: `canonical`
    /// is its canonical path when the caller knows it, else it is resolved here.
    mutating func add(
        _ source: LintTarget.Source, display: String, absolute: String, canonical: String? = nil,
        kind: String? = nil, parsed: JSONDocument? = nil
    ) {
        let key = canonical ?? FileSystem.canonicalPath(absolute) ?? absolute
        guard seen.insert(key).inserted else { return }
        var target = LintTarget(source: source, displayPath: display, fileSystemPath: absolute, kind: kind ?? kinds.kinds[0].id)
        target.parsedDocument = parsed
        discovery.targets.append(target)
    }

    /// The first kind that claims a file met in a scan, and the source it gives it.
    func scannedClaim(ofFileNamed name: String) -> (kind: String, source: LintTarget.Source)? {
        kinds.kinds.lazy.compactMap { kind in kind.scannedSource(ofFileNamed: name).map { (kind.id, $0) } }.first
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
        case .regular:
            try visitExplicitFile(display: display, absolute: absolute)
        case nil:
            break
        default:
            throw .notATemplate(display, reason: nil, accepted: kinds.acceptedPaths)
        }
    }

    /// A file named explicitly: claimed by a kind by its name, else by its content, else an error.
    mutating func visitExplicitFile(display: String, absolute: String) throws(DiscoveryError) {
        let name = TemplateDiscovery.lastComponent(of: display)
        for kind in kinds.kinds {
            switch kind.explicitRole(ofFileNamed: name) {
            case .document(let source)?:
                return add(source, display: display, absolute: absolute, kind: kind.id)
            case .namesFolder?:
                return add(.folder, display: FilePath.parent(of: display), absolute: FilePath.parent(of: absolute), kind: kind.id)
            case nil:
                continue
            }
        }
        let readers = kinds.kinds.filter { $0.readsContent(ofFileNamed: name) }
        guard let first = readers.first else { throw .notATemplate(display, reason: nil, accepted: kinds.acceptedPaths) }
        try visitByContent(display: display, absolute: absolute, readers: readers, refusal: first.contentRefusal)
    }

    /// A file named explicitly that kinds tell by content: read once, claimed by the first kind
    /// that recognises it, or an error. A file that cannot be read becomes an `unreadable`
    /// target, as a path met while scanning does.
    mutating func visitByContent(display: String, absolute: String, readers: [any MessageKind], refusal: String) throws(DiscoveryError) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(absolute, limit: ArchiveLimits.default.maxJSONEntrySize)
        } catch {
            add(.unreadable(reason: error.reason), display: display, absolute: absolute)
            return
        }
        guard let claim = readers.lazy.compactMap({ kind in kind.source(ofContent: bytes).map { (kind.id, $0) } }).first else {
            throw .notATemplate(display, reason: refusal, accepted: kinds.acceptedPaths)
        }
        add(claim.1.source, display: display, absolute: absolute, kind: claim.0, parsed: claim.1.document)
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
        let texts = names.map(\.text)
        if let kind = kinds.kinds.first(where: { $0.isDocumentFolder(containing: texts) }) {
            add(.folder, display: display, absolute: absolute, canonical: canonical, kind: kind.id)
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
        case .regular:
            if let claim = scannedClaim(ofFileNamed: name) {
                add(claim.source, display: display, absolute: absolute, canonical: canonical, kind: claim.kind)
            }
        case .symbolicLink:
            if let claim = scannedClaim(ofFileNamed: name), case .regular = kind(display: display, absolute: absolute, followingLinks: true) {
                add(claim.source, display: display, absolute: absolute, kind: claim.kind)
            }
        default:
            break
        }
    }
}
