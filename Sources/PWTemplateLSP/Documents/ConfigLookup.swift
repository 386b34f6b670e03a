import PWTemplateLint
import PWTemplateSystem

/// The configuration of a template as `lint` finds it (``ConfigResolver/nearestFile(from:cache:exists:)``:
/// the nearest `.pwtemplate.json` up to the repository root, or the file or none the server
/// was started with), read from an open buffer when the client has the file open.
public struct ConfigLookup: Sendable {
    /// The configuration file found, or the reason it cannot be used.
    public enum Outcome: Sendable {
        /// No configuration file: the defaults.
        case none
        case file(ConfigFile)
        /// A file that cannot be used: its error; the template is linted with the defaults.
        case invalid(path: String, ConfigError)
    }

    public var source: ConfigResolver.Source
    /// The folder a relative `--config` path is resolved against.
    public var currentDirectory: String

    public init(source: ConfigResolver.Source, currentDirectory: String) {
        self.source = source
        self.currentDirectory = currentDirectory
    }

    /// The configuration file of the template in `folder`.
    public func outcome(forFolder folder: String, in store: DocumentStore) -> Outcome {
        switch source {
        case .none:
            return .none
        case .file(let path, let origin):
            let absolute = FilePath.absolute(path, from: currentDirectory)
            return load(absolute, displayPath: path, origin: origin, in: store)
        case .discover:
            var visited: [String: String?] = [:]
            guard let path = ConfigResolver.nearestFile(from: folder, cache: &visited, exists: store.exists) else { return .none }
            return load(path, displayPath: path, origin: .discovered, in: store)
        }
    }

    /// Reads and checks the configuration file at `path`.
    public func load(_ path: String, displayPath: String, origin: ConfigFile.Origin, in store: DocumentStore) -> Outcome {
        guard let bytes = store.bytes(atPath: path) else {
            return .invalid(path: path, ConfigError(path: displayPath, message: "cannot read the configuration file"))
        }
        do {
            return .file(try ConfigFile.parse(bytes, path: path, displayPath: displayPath, origin: origin, kinds: store.kinds))
        } catch {
            return .invalid(path: path, error)
        }
    }
}

extension ConfigLookup.Outcome {
    /// The file, when it can be used.
    public var file: ConfigFile? {
        guard case .file(let file) = self else { return nil }
        return file
    }
}
