/// The one template a single path names, read through the archive or folder layer: where
/// commands that show a template (rather than lint many) start.
public struct TemplateSource: Sendable {
    /// The template's path as reports name it: as given, the folder of a named JSON file, or
    /// `<stdin>`.
    public var path: String
    /// How entries are named: `path!/entry` for an archive, `path/entry` for a folder.
    public var kind: TemplateReport.Kind
    /// The two files the SDKs read, and the findings of the archive or folder layer.
    public var contents: TemplateContents

    public init(path: String, kind: TemplateReport.Kind, contents: TemplateContents) {
        self.path = path
        self.kind = kind
        self.contents = contents
    }

    /// Reads the template `path` names, as ``TemplateDiscovery`` reads an explicit path: a
    /// `.zip` file, a template folder, a `native-config.json` or `pushwoosh.json` (its folder),
    /// or `-` for a ZIP on standard input. A folder that is no template is not searched.
    public static func open(
        _ path: String,
        currentDirectory: String,
        limits: ArchiveLimits = .default,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) throws(TemplateSourceError) -> TemplateSource {
        let discovery: Discovery
        do {
            discovery = try TemplateDiscovery(currentDirectory: currentDirectory).discover([path])
        } catch {
            throw .discovery(error)
        }
        // Targets found by scanning a folder sit below `path`; the template itself is `path` or,
        // for a named JSON file, its folder.
        let names = [path, TemplateDiscovery.parent(of: path)]
        guard let target = discovery.targets.first(where: { names.contains($0.displayPath) }) else {
            throw .notATemplate(path, templatesInside: discovery.targets.map(\.displayPath))
        }
        switch target.source {
        case .archive:
            return TemplateSource(
                path: target.displayPath, kind: .archive,
                contents: TemplateReader.readArchive(atPath: target.fileSystemPath, limits: limits))
        case .folder:
            return TemplateSource(
                path: target.displayPath, kind: .folder,
                contents: TemplateReader.readFolder(atPath: target.fileSystemPath, limits: limits))
        case .standardInput:
            do {
                let bytes = try standardInput()
                return TemplateSource(path: "<stdin>", kind: .archive, contents: TemplateReader.readArchive(bytes: bytes, limits: limits))
            } catch {
                throw .unreadable("<stdin>", reason: error.reason)
            }
        case .unreadable(let reason):
            throw .unreadable(target.displayPath, reason: reason)
        }
    }

    /// How reports name an entry of the template (`promo.zip!/native-config.json`).
    public func displayPath(ofEntry entry: EntryName) -> String {
        TemplateReport(path: path, kind: kind).displayPath(ofEntry: entry)
    }
}

/// Why a path names no template that can be read.
public enum TemplateSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path does not exist.
    case discovery(DiscoveryError)
    /// The path is neither a template nor one of its JSON files; `templatesInside` are the
    /// templates in the folder it names, if any.
    case notATemplate(String, templatesInside: [String])
    /// The path exists but cannot be read.
    case unreadable(String, reason: String)

    public var description: String {
        switch self {
        case .discovery(let error):
            return error.description
        case .notATemplate(let path, let templates):
            let expected = "'\(path)' is not a template: expected a .zip file, a template folder "
                + "(with native-config.json), or its native-config.json or pushwoosh.json"
            guard let first = templates.first else { return expected }
            let count = templates.count == 1 ? "a template" : "\(templates.count) templates"
            return expected + "; the folder holds \(count), e.g. '\(first)'"
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        }
    }
}
