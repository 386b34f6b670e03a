import PWTemplateKinds
import PWTemplateLint
import PWTemplatePreview
import PWTemplateServing
import PWTemplateSystem

/// Builds the preview site of `preview`'s paths: finds the templates as `lint` does, reads and
/// lints each once with the configuration `lint` would apply, and draws a page per template
/// (and the gallery). `preview` writes the result; `preview --serve` builds it again on every change.
struct PreviewSiteBuilder {
    var options: PreviewOptions
    var invocation: Invocation
    /// The pages of earlier builds (`--serve`): a template whose files and configuration are
    /// unchanged is not read or drawn again.
    var cache: PreviewPageCache?

    /// What one build made.
    struct Build {
        var site: PreviewSite
        /// Notes for standard error (`note: ` is not included): excluded paths, views that
        /// could not be opened as asked.
        var notes: [String]
        /// Why a template has no page (an HTML template, a path that cannot be read), for
        /// standard error after `error: `; the other pages are still built.
        var failures: [String]
    }

    /// Why nothing could be built: a usage error (exit 2).
    struct Failure: Error {
        /// The complete text for standard error, ending with a newline.
        var text: String
    }

    /// Builds every page. Throws when a path does not exist, a folder scan finds nothing, or
    /// a configuration file cannot be used.
    func build() throws(Failure) -> Build {
        let plan = try self.plan()
        cache?.remember(plan)
        return assemble(plan, rereading: nil)
    }

    /// Builds the pages again after `changes` (`--serve`): when every change lies inside a
    /// template of the last build, only those templates are read again, each with the
    /// configuration it had: no discovery, no configuration lookup, no look at the other
    /// templates' files. Any other change (a configuration file, a template added or removed,
    /// a watcher that lost count) builds everything, as ``build()``.
    func rebuild(after changes: WatchedChanges) throws(Failure) -> Build {
        guard let cache, let plan = cache.plan, let touched = plan.templates(touchedBy: changes) else { return try build() }
        cache.forget(touched)
        return assemble(plan, rereading: touched)
    }

    /// The templates `preview`'s paths name, each with the configuration `lint` would apply.
    private func plan() throws(Failure) -> PreviewSitePlan {
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let discovery: Discovery
        do {
            discovery = try TemplateDiscovery(currentDirectory: invocation.currentDirectory, kinds: invocation.kinds).discover(options.paths)
        } catch {
            throw Failure(text: "error: \(error)\n  See 'pwtemplate help preview' for more information.\n")
        }
        if discovery.targets.isEmpty, let folder = discovery.emptyFolders.first {
            throw Failure(text: "error: no templates found in '\(folder)' (looked for \(invocation.kinds.scanDescription))\n")
        }
        var resolver = ConfigResolver(
            source: options.configuration.source(environment: invocation.environment), currentDirectory: invocation.currentDirectory, kinds: invocation.kinds)
        let configured: ConfiguredTargets
        do {
            // As `lint`: the configuration that applies, with `--target` laid over it, and the same notes.
            configured = try resolver.configure(discovery.targets, named: options.paths, flags: options.configuration.flags(targets: options.targets))
        } catch {
            throw Failure(text: error.rendered)
        }
        let isScan = discovery.targets.contains { target in
            !paths.contains { $0 == target.displayPath || FilePath.parent(of: $0) == target.displayPath }
        }
        return PreviewSitePlan(
            included: configured.included, gallery: paths.count > 1 || isScan,
            notes: discovery.emptyFolders.map { "no templates found in '\($0)'" } + configured.notes)
    }

    /// The pages of `plan`'s templates: those in `rereading` (every one when `nil`, unless its
    /// files and configuration are as the cache last saw them) read and drawn again, the others
    /// as the cache kept them.
    private func assemble(_ plan: PreviewSitePlan, rereading: Set<String>?) -> Build {
        var build = Build(site: PreviewSite([], gallery: false, assets: PreviewRenderers.standard.pageAssets), notes: plan.notes, failures: [])
        var documents: [PreviewDocument] = []
        let kept = rereading.map { rereading in cache?.results(of: plan.displayPaths.filter { !rereading.contains($0) }) ?? [:] } ?? [:]
        for (index, path) in plan.displayPaths.enumerated() {
            let result = kept[path] ?? {
                let item = plan.included[index]
                let read = { CrashReporter.reading(path, { document(of: item.target, configuration: item.configuration) }) }
                return cache?.document(of: item.target, configuration: item.configuration, build: read) ?? read()
            }()
            switch result {
            case .success(let document):
                documents.append(document)
                build.notes += document.notes.map { "\(document.name): \($0)" }
            case .failure(let failure):
                build.failures.append(failure.text)
            }
        }
        if rereading == nil { cache?.keep(only: Set(plan.displayPaths)) }
        let gallery = plan.gallery || documents.count > 1
        build.site = PreviewSite(documents, gallery: gallery, assets: PreviewRenderers.standard.pageAssets, cache: cache)
        return build
    }

    /// The preview of one template, drawn by its kind's renderer, or why it cannot be drawn.
    private func document(of target: LintTarget, configuration: TemplateConfiguration) -> Result<PreviewDocument, PreviewRefusal> {
        guard let renderer = PreviewRenderers.standard.renderer(forKind: target.kind) else {
            let kind = invocation.kinds.kind(of: target).displayName
            return .failure(PreviewRefusal("'\(target.displayPath)' is a \(kind); 'preview' cannot draw it yet"))
        }
        return renderer.document(of: target, configuration: configuration, request: options.request) { () throws(FileSystemError) in
            try invocation.readStandardInput()
        }
    }
}
