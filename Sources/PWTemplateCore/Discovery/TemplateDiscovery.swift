/// Turns command-line paths into templates to lint.
///
/// - `-` is a ZIP on standard input.
/// - A `.zip` file is a template archive.
/// - A folder with `native-config.json` or `index.html` at its top is a template folder.
/// - A `native-config.json` or `pushwoosh.json` names the folder holding it (what a pre-commit
///   hook passes); two files of one folder give that folder once.
/// - Any other folder is scanned recursively for the above, skipping hidden folders, `.build`
///   and `node_modules`, never following symbolic links to folders. A path that cannot be read
///   becomes an `unreadable` target, so the run reports it instead of skipping it.
public struct TemplateDiscovery: Sendable {
    /// The folder relative paths are resolved against.
    public var currentDirectory: String

    /// File names that make a folder a template folder, and that name their folder when given.
    static let templateMarkers = ["native-config.json", "index.html"]
    static let templateFileNames: Set<String> = ["native-config.json", "pushwoosh.json"]
    static let skippedFolderNames: Set<String> = [".build", "node_modules"]

    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The templates named by `paths`; no paths means the current folder.
    public func discover(_ paths: [String]) throws(DiscoveryError) -> Discovery {
        var result = Discovery(targets: [], skippedPaths: [], emptyFolders: [])
        var seen = Set<String>()
        var sawStandardInput = false
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                if sawStandardInput { throw .standardInputTwice }
                sawStandardInput = true
                result.targets.append(LintTarget(source: .standardInput, displayPath: "-", fileSystemPath: "-"))
                continue
            }
            let absolute = resolve(path)
            guard FileSystem.exists(absolute) else { throw .pathNotFound(path) }
            try discoverExplicit(path, absolute: absolute, into: &result, seen: &seen)
        }
        return result
    }

    private func discoverExplicit(
        _ path: String, absolute: String, into result: inout Discovery, seen: inout Set<String>
    ) throws(DiscoveryError) {
        let kind: FileKind
        do {
            kind = try FileSystem.resolvedKind(of: absolute)
        } catch {
            add(LintTarget(source: .unreadable(reason: error.reason), displayPath: path, fileSystemPath: absolute), to: &result, seen: &seen)
            return
        }
        switch kind {
        case .directory:
            let before = result.targets.count
            visitFolder(displayPath: path, absolute: absolute, into: &result, seen: &seen)
            if result.targets.count == before { result.emptyFolders.append(path) }
        case .regular where Self.isArchiveName(path):
            add(LintTarget(source: .archive, displayPath: path, fileSystemPath: absolute), to: &result, seen: &seen)
        case .regular where Self.templateFileNames.contains(Self.lastComponent(of: path)):
            let folder = Self.parent(of: path)
            add(LintTarget(source: .folder, displayPath: folder, fileSystemPath: Self.parent(of: absolute)), to: &result, seen: &seen)
        default:
            result.skippedPaths.append(path)
        }
    }

    /// A folder met explicitly or during a scan: a template folder, or a folder to scan.
    private func visitFolder(displayPath: String, absolute: String, into result: inout Discovery, seen: inout Set<String>) {
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: absolute)
        } catch {
            add(LintTarget(source: .unreadable(reason: error.reason), displayPath: displayPath, fileSystemPath: absolute), to: &result, seen: &seen)
            return
        }
        if names.contains(where: Self.templateMarkers.contains) {
            add(LintTarget(source: .folder, displayPath: displayPath, fileSystemPath: absolute), to: &result, seen: &seen)
            return
        }
        for name in names where !name.hasPrefix(".") {
            let childDisplay = Self.join(displayPath, name)
            let childAbsolute = Self.join(absolute, name)
            visitScanned(name: name, displayPath: childDisplay, absolute: childAbsolute, into: &result, seen: &seen)
        }
    }

    private func visitScanned(name: String, displayPath: String, absolute: String, into result: inout Discovery, seen: inout Set<String>) {
        let kind: FileKind
        do {
            kind = try FileSystem.kind(of: absolute)
        } catch {
            add(LintTarget(source: .unreadable(reason: error.reason), displayPath: displayPath, fileSystemPath: absolute), to: &result, seen: &seen)
            return
        }
        switch kind {
        case .directory where !Self.skippedFolderNames.contains(name):
            visitFolder(displayPath: displayPath, absolute: absolute, into: &result, seen: &seen)
        case .regular where Self.isArchiveName(name):
            add(LintTarget(source: .archive, displayPath: displayPath, fileSystemPath: absolute), to: &result, seen: &seen)
        case .symbolicLink where Self.isArchiveName(name):
            // A link to a ZIP is linted; a link to a folder is never followed.
            do {
                if case .regular = try FileSystem.resolvedKind(of: absolute) {
                    add(LintTarget(source: .archive, displayPath: displayPath, fileSystemPath: absolute), to: &result, seen: &seen)
                }
            } catch {
                add(LintTarget(source: .unreadable(reason: error.reason), displayPath: displayPath, fileSystemPath: absolute), to: &result, seen: &seen)
            }
        default:
            break
        }
    }

    private func add(_ target: LintTarget, to result: inout Discovery, seen: inout Set<String>) {
        let key = FileSystem.canonicalPath(target.fileSystemPath) ?? target.fileSystemPath
        if seen.insert(key).inserted { result.targets.append(target) }
    }

    private func resolve(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return path == "." ? currentDirectory : Self.join(currentDirectory, path)
    }

    static func isArchiveName(_ path: String) -> Bool {
        lastComponent(of: path).lowercased().hasSuffix(".zip")
    }

    static func lastComponent(of path: String) -> String {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trimmed
    }

    /// The folder holding `path`: `a/b/c.json` → `a/b`, `c.json` → `.`, `/c.json` → `/`.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `folder/name`, without a `./` prefix for the current folder and without doubled slashes.
    static func join(_ folder: String, _ name: String) -> String {
        if folder == "." { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
