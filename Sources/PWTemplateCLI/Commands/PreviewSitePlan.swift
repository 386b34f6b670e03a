import PWTemplateLint
import PWTemplateServing
import PWTemplateSystem

/// What a preview build found before reading any template: the templates with the
/// configuration of each, whether the paths ask for a gallery (more than one, or a folder
/// scan; more than one page makes one too), and the notes. `preview --serve` keeps
/// it, so that a save inside a template reads that template alone.
struct PreviewSitePlan: Sendable {
    let included: [ConfiguredTarget]
    let gallery: Bool
    let notes: [String]
    /// Each template's display path, in order.
    let displayPaths: [String]
    /// Each template's file or folder with its display path. Paths are compared
    /// `FilePath.normalized`: the watcher and discovery may spell one folder `site/`, `site/.`
    /// or `site//a`.
    private let roots: [(path: String, displayPath: String)]
    /// The configuration files the templates were configured by, normalized.
    private let configurationFiles: Set<String>

    init(included: [ConfiguredTarget], gallery: Bool, notes: [String]) {
        self.included = included
        self.gallery = gallery
        self.notes = notes
        displayPaths = included.map(\.target.displayPath)
        roots = included.map { (FilePath.normalized($0.target.fileSystemPath), $0.target.displayPath) }
        configurationFiles = Set(included.compactMap { $0.configuration.file.map { FilePath.normalized($0.path) } })
    }

    /// The display paths of the templates `changes` lie in, each change a path inside a
    /// template folder or a template file that still exists; `nil` when a change may add,
    /// remove or reconfigure templates (a configuration file, a path outside every template, a
    /// template gone, a watcher that lost count), which only a new discovery can answer.
    func templates(touchedBy changes: WatchedChanges) -> Set<String>? {
        guard !changes.isOverflow else { return nil }
        var touched = Set<String>()
        for change in changes.paths {
            let path = FilePath.normalized(change)
            guard TemplateDiscovery.lastComponent(of: path) != ConfigFile.fileName, !configurationFiles.contains(path) else { return nil }
            let owners = roots.filter { path == $0.path || path.hasPrefix($0.path + "/") }
            guard !owners.isEmpty else { return nil }
            for owner in owners {
                if path == owner.path, (try? FileSystem.kind(of: path)) == nil { return nil }
                touched.insert(owner.displayPath)
            }
        }
        return touched
    }
}
