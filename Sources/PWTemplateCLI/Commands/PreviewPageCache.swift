import PWTemplateLint
import PWTemplatePreview
import PWTemplateSystem
import Synchronization

/// The pages `preview --serve` built, kept with what they were built from, and the plan of the
/// last full build: a rebuild reads and draws again only the templates a save touched (or,
/// after a full build, those whose files or configuration changed), so one save costs one page
/// (and the gallery), whatever the number of templates.
final class PreviewPageCache: PreviewPieceCache, Sendable {
    /// What a template's page was built from: the stamp of each file under it (a folder's every
    /// file and folder, a ZIP or JSON file itself) and the configuration's text.
    struct Inputs: Equatable {
        var stamps: [String: FileStamp]
        var configuration: [UInt8]?

        /// Folders deeper than this under a template folder, or more entries than
        /// ``maximumEntries``, are not stamped: such a template is read again on every rebuild.
        static let maximumDepth = 8
        static let maximumEntries = 4096

        /// The inputs of `target` with `configuration` now; `nil` for a target that is read
        /// again each time (standard input, a folder too large to stamp).
        init?(_ target: LintTarget, configuration: TemplateConfiguration) {
            self.configuration = configuration.file.map { [UInt8]($0.path.utf8) + [0] + $0.text.bytes }
            stamps = [:]
            switch target.source {
            case .standardInput, .unreadable:
                return nil
            case .folder:
                guard stampAll(under: target.fileSystemPath, depth: 0) else { return nil }
            case .archive, .document:
                stamps[""] = FileSystem.stamp(of: target.fileSystemPath)
            }
        }

        /// Stamps everything under `folder`; `false` when it is too deep or too large.
        private mutating func stampAll(under folder: String, depth: Int) -> Bool {
            guard depth <= Self.maximumDepth else { return false }
            guard let names = try? FileSystem.contents(ofDirectory: folder) else { return true }
            for name in names {
                let path = folder + "/" + name
                guard let stamp = FileSystem.stamp(of: path), stamps.count < Self.maximumEntries else { return false }
                stamps[path] = stamp
                if stamp.kind == .directory, !stampAll(under: path, depth: depth + 1) { return false }
            }
            return true
        }
    }

    /// A template's preview and what was drawn of it; a class, so that looking one up under
    /// the lock does not copy (and retain) the whole preview.
    private final class Entry {
        let inputs: Inputs
        let result: Result<PreviewDocument, PreviewRefusal>
        /// The page's HTML, by whether it links back to a gallery.
        var pages: [Bool: [UInt8]] = [:]
        /// The gallery card's HTML, by the page name it links to.
        var cards: [String: String] = [:]

        init(inputs: Inputs, result: Result<PreviewDocument, PreviewRefusal>) {
            self.inputs = inputs
            self.result = result
        }
    }

    private let entries = Mutex<[String: Entry]>([:])
    private let lastPlan = Mutex<PreviewSitePlan?>(nil)
    /// The last template paths given names, and their names.
    private let lastNames = Mutex<(paths: [String], names: [String])>(([], []))

    /// The plan of the last full build.
    var plan: PreviewSitePlan? {
        lastPlan.withLock { $0 }
    }

    /// Keeps `plan` as the last full build's.
    func remember(_ plan: PreviewSitePlan) {
        lastPlan.withLock { $0 = plan }
    }

    /// The previews of the templates at `displayPaths` as last built (those kept), without
    /// looking at their files.
    func results(of displayPaths: [String]) -> [String: Result<PreviewDocument, PreviewRefusal>] {
        entries.withLock { entries in
            var results: [String: Result<PreviewDocument, PreviewRefusal>] = [:]
            for path in displayPaths { results[path] = entries[path]?.result }
            return results
        }
    }

    /// Forgets the templates at `displayPaths` (saved since), so that they are read again.
    func forget(_ displayPaths: Set<String>) {
        entries.withLock { entries in
            for path in displayPaths { entries[path] = nil }
        }
    }

    /// The preview of `target` as last built when its inputs are unchanged, else `build()`'s,
    /// remembered with them.
    func document(
        of target: LintTarget, configuration: TemplateConfiguration, build: () -> Result<PreviewDocument, PreviewRefusal>
    ) -> Result<PreviewDocument, PreviewRefusal> {
        guard let inputs = Inputs(target, configuration: configuration) else { return build() }
        if let entry = entries.withLock({ $0[target.displayPath] }), entry.inputs == inputs { return entry.result }
        let result = build()
        entries.withLock { $0[target.displayPath] = Entry(inputs: inputs, result: result) }
        return result
    }

    /// The HTML of the page of `document` (linking to a gallery when `gallery`): as last drawn
    /// when its template was not read again since, else `draw()`'s.
    func page(of document: PreviewDocument, gallery: Bool, draw: () -> [UInt8]) -> [UInt8] {
        if let page = entries.withLock({ $0[document.name]?.pages[gallery] }) { return page }
        let page = draw()
        entries.withLock { $0[document.name]?.pages[gallery] = page }
        return page
    }

    /// The page names of `paths`: those of the last call when the paths are the same, else
    /// `make()`'s.
    func pageNames(for paths: [String], make: () -> [String]) -> [String] {
        if let names = lastNames.withLock({ $0.paths == paths ? $0.names : nil }) { return names }
        let names = make()
        lastNames.withLock { $0 = (paths, names) }
        return names
    }

    /// The gallery card of `document`, linking to `pageName`: as last drawn when its template
    /// was not read again since, else `draw()`'s.
    func card(of document: PreviewDocument, pageName: String, draw: () -> String) -> String {
        if let card = entries.withLock({ $0[document.name]?.cards[pageName] }) { return card }
        let card = draw()
        entries.withLock { $0[document.name]?.cards[pageName] = card }
        return card
    }

    /// Forgets the templates not in `targets` (deleted, excluded since).
    func keep(only targets: Set<String>) {
        entries.withLock { $0 = $0.filter { targets.contains($0.key) } }
    }
}
