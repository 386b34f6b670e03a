import PWTemplateSystem

/// Finds the configuration file of each template and reads each file once.
///
/// Discovery walks up from the template's folder (a template folder itself, or the folder
/// holding a ZIP) and takes the first `.pwtemplate.json`; it stops after the repository root
/// (a folder holding `.git`) or the filesystem root. There is no cascading: the nearest file is
/// the whole configuration.
public struct ConfigResolver: Sendable {
    /// Where configuration comes from.
    public enum Source: Sendable, Equatable {
        /// The nearest `.pwtemplate.json` of each template.
        case discover
        /// One file for every template (`--config`, `PWTEMPLATE_CONFIG`); `path` as given.
        case file(path: String, origin: ConfigFile.Origin)
        /// No file: the defaults (`--no-config`).
        case none
    }

    public let source: Source
    /// The folder relative paths are resolved against and shown from.
    public let currentDirectory: String
    /// The kinds whose rules a file may name.
    public let kinds: KindRegistry
    /// The configuration path found for each folder visited (`nil`: none).
    private var nearest: [String: String?] = [:]
    private var files: [String: ConfigFile] = [:]

    public init(source: Source, currentDirectory: String, kinds: KindRegistry) {
        self.source = source
        self.currentDirectory = currentDirectory
        self.kinds = kinds
    }

    /// `path` (relative to the current folder, or absolute) as an absolute path without `.` or `..`.
    public func absolutePath(of path: String) -> String {
        FilePath.absolute(path, from: currentDirectory)
    }

    /// Every configuration file read so far, by path.
    public var loadedFiles: [ConfigFile] {
        files.values.sorted { $0.path < $1.path }
    }

    /// The configuration file of the template at `path` (relative to the current folder or
    /// absolute); `isFolder` says whether it is a template folder rather than a file.
    public mutating func file(forTemplateAt path: String, isFolder: Bool) throws(ConfigError) -> ConfigFile? {
        let absolute = absolutePath(of: path)
        return try file(startingIn: isFolder ? absolute : FilePath.parent(of: absolute))
    }

    /// The configuration file that applies in `folder` (absolute).
    public mutating func file(startingIn folder: String) throws(ConfigError) -> ConfigFile? {
        switch source {
        case .none:
            return nil
        case .file(let path, let origin):
            return try load(FilePath.absolute(path, from: currentDirectory), displayPath: path, origin: origin)
        case .discover:
            guard let path = nearestFile(from: folder) else { return nil }
            return try load(path, displayPath: FilePath.display(path, from: currentDirectory), origin: .discovered)
        }
    }

    private mutating func nearestFile(from folder: String) -> String? {
        Self.nearestFile(from: folder, cache: &nearest, exists: FileSystem.exists)
    }

    /// The nearest `.pwtemplate.json` at or above `folder` (absolute), stopping after the
    /// repository root (a folder holding `.git`) or at `/`: the one lookup of every command and
    /// of the language server. `exists` says whether a file is at a path (an editor counts its
    /// open buffers); `cache` keeps the answer of each folder visited.
    public static func nearestFile(from folder: String, cache: inout [String: String?], exists: (String) -> Bool) -> String? {
        if let known = cache[folder] { return known }
        let candidate = FilePath.join(folder, ConfigFile.fileName)
        let found: String?
        if exists(candidate) {
            found = candidate
        } else if folder == "/" || FileSystem.exists(FilePath.join(folder, ".git")) {
            found = nil
        } else {
            found = nearestFile(from: FilePath.parent(of: folder), cache: &cache, exists: exists)
        }
        cache[folder] = found
        return found
    }

    private mutating func load(_ path: String, displayPath: String, origin: ConfigFile.Origin) throws(ConfigError) -> ConfigFile {
        if let file = files[path] { return file }
        let file = try ConfigFile.load(path: path, displayPath: displayPath, origin: origin, kinds: kinds)
        files[path] = file
        return file
    }
}
