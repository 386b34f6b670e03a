import PWTemplateLint
import PWTemplateSyntax

/// What a template's listing says before anything is read: the findings, and which entries
/// the reader may inflate.
struct EntryClassification: Sendable {
    var diagnostics: [Diagnostic] = []
    /// Position (in the classified entries) of the root `native-config.json` to read, if it may be read.
    var nativeConfig: Int?
    /// Position of the root `pushwoosh.json` to read, if it may be read.
    var pushwoosh: Int?
    /// Position of a root `index.html` beside the root `native-config.json`, if it may be read:
    /// the HTML fallback, whose files are not `unused-file`.
    var htmlFallback: Int?
    /// Positions of the files no SDK reads on the native path, in entry order: `unused-file`
    /// unless the HTML fallback uses them.
    var unused: [Int] = []
    var isHTMLTemplate = false
}

/// Judges the entries of a ZIP archive or template folder from names and sizes alone, so
/// both containers share every layout, name and size rule.
///
/// Any size finding (`archive-too-large`) refuses the whole template: nothing is read. An
/// unsupported root JSON file is not read; everything else still is.
enum EntryClassifier {
    static func classify(_ entries: [TemplateEntry], limits: ArchiveLimits, container: TemplateContainer) -> EntryClassification {
        var survey = EntrySurvey(entries: entries, limits: limits, container: container)
        survey.findings = duplicates(in: entries)
        for position in entries.indices { survey.inspect(position) }
        survey.reportResourceFolders()
        survey.checkSizes()
        let isHTMLTemplate = survey.checkLayout()
        var result = EntryClassification(diagnostics: survey.findings, unused: survey.unused, isHTMLTemplate: isHTMLTemplate)
        if !survey.refused {
            result.nativeConfig = survey.readable(survey.rootConfig)
            result.pushwoosh = survey.readable(survey.rootPushwoosh)
            result.htmlFallback = survey.rootConfig == nil ? nil : survey.readable(survey.rootIndex)
        }
        return result
    }

    /// One finding per name stored more than once (raw bytes compared, case-sensitively), at the
    /// first entry of that name. The names are sorted rather than hashed: a table keyed by bytes
    /// cost a one-template run 0.3 M instructions in first-use type metadata alone.
    private static func duplicates(in entries: [TemplateEntry]) -> [Diagnostic] {
        let order = entries.indices.sorted { first, second in
            let (lhs, rhs) = (entries[first].rawName, entries[second].rawName)
            return lhs.lexicographicallyPrecedes(rhs) || lhs == rhs && first < second
        }
        // At the first entry of each name: how many entries have it.
        var counts = Array(repeating: 0, count: entries.count)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, entries[order[end]].rawName == entries[order[start]].rawName { end += 1 }
            counts[order[start]] = end - start
            start = end
        }
        return entries.indices.compactMap { counts[$0] > 1 ? ArchiveFindings.duplicate(entries[$0].name, count: counts[$0]) : nil }
    }
}

/// One pass over the entries: the per-entry findings, the sizes, and where the files that
/// matter are. Positions index `entries`.
private struct EntrySurvey {
    let entries: [TemplateEntry]
    let limits: ArchiveLimits
    let container: TemplateContainer
    var findings: [Diagnostic] = []
    /// A size limit was exceeded: nothing may be read.
    var refused = false
    /// Entries that must not be read (unsupported by iOS).
    var blocked: Set<Int> = []
    var total: UInt64 = 0
    var largest: Int?
    var rootConfig: Int?
    var rootPushwoosh: Int?
    var rootIndex: Int?
    /// `native-config.json` and `pushwoosh.json` below the root.
    var nestedFiles: [Int] = []
    /// Every other file, a candidate for `unused-file`.
    var others: [Int] = []
    /// The files nothing reads on the native path (set by `checkLayout`).
    var unused: [Int] = []
    /// `__MACOSX/` folders, reported once each with their entry count.
    var resourceFolders: [(folder: String, first: Int, count: Int)] = []

    init(entries: [TemplateEntry], limits: ArchiveLimits, container: TemplateContainer) {
        self.entries = entries
        self.limits = limits
        self.container = container
    }

    mutating func inspect(_ position: Int) {
        let entry = entries[position]
        if !entry.isDirectory { count(position) }
        if let reason = entry.unsafePath {
            findings.append(ArchiveFindings.unsafePath(entry, reason))
            return
        }
        let limitations = entry.limitations + (entry.hasNonASCIIName ? [.nonASCIIName] : [])
        if !limitations.isEmpty {
            findings.append(ArchiveFindings.unsupported(entry, limitations))
            blocked.insert(position)
        }
        switch entry.junk {
        case .macOSResourceFolder(let folder):
            if let known = resourceFolders.firstIndex(where: { $0.folder == folder }) {
                resourceFolders[known].count += 1
            } else {
                resourceFolders.append((folder, position, 1))
            }
        case let kind?:
            findings.append(ArchiveFindings.junk(entry, kind, in: container))
        case nil where entry.isDirectory:
            break
        case nil:
            switch (entry.isAtRoot, entry.baseName) {
            case (true, EntryName.nativeConfig.path): rootConfig = position
            case (true, EntryName.pushwoosh.path): rootPushwoosh = position
            case (true, "index.html"): rootIndex = position
            case (false, EntryName.nativeConfig.path), (false, EntryName.pushwoosh.path): nestedFiles.append(position)
            default: others.append(position)
            }
        }
    }

    /// `position`, unless it must not be read.
    func readable(_ position: Int?) -> Int? {
        position.flatMap { blocked.contains($0) ? nil : $0 }
    }

    /// Adds a file to the total and holds it to the compression-ratio limit.
    private mutating func count(_ position: Int) {
        let entry = entries[position]
        let (sum, overflow) = total.addingReportingOverflow(entry.size)
        total = overflow ? .max : sum
        if largest.map({ entry.size > entries[$0].size }) ?? true { largest = position }
        guard let compressedSize = entry.compressedSize, entry.size >= limits.ratioCheckMinimumSize, entry.size > 0 else { return }
        // A stored size of 0 for a non-empty entry counts as an infinite ratio.
        if compressedSize == 0 || entry.size / compressedSize > limits.maxCompressionRatio {
            findings.append(ArchiveFindings.compressionRatio(entry, compressedSize: compressedSize, limit: limits.maxCompressionRatio))
            refused = true
        }
    }

    /// One `archive-junk` finding per `__MACOSX/` folder.
    mutating func reportResourceFolders() {
        for folder in resourceFolders {
            findings.append(ArchiveFindings.junk(entries[folder.first], .macOSResourceFolder(folder.folder), in: container, entries: folder.count))
        }
    }

    /// The JSON-file and total size limits.
    mutating func checkSizes() {
        for position in [rootConfig, rootPushwoosh].compactMap({ $0 }) where entries[position].size > limits.maxJSONEntrySize {
            findings.append(ArchiveFindings.jsonTooLarge(entries[position], limit: limits.maxJSONEntrySize))
            refused = true
        }
        if total > limits.maxTotalSize, let largest {
            findings.append(ArchiveFindings.totalTooLarge(total, largest: entries[largest], limit: limits.maxTotalSize, container: container))
            refused = true
        }
    }

    /// Where the configuration is, and which files nothing reads; returns whether this is an HTML template.
    mutating func checkLayout() -> Bool {
        let nestedConfigs = nestedFiles.filter { entries[$0].baseName == EntryName.nativeConfig.path }
        let configFolders = Set(nestedConfigs.map { entries[$0].folder })
        unused = others
        if rootConfig == nil {
            let movable = nestedConfigs.count == 1 && canMoveToRoot(entries[nestedConfigs[0]].folder)
            for position in nestedConfigs {
                let folder = entries[position].folder
                let besidePushwoosh = nestedFiles.contains { entries[$0].baseName == EntryName.pushwoosh.path && entries[$0].folder == folder }
                findings.append(ArchiveFindings.configNotAtRoot(entries[position], withPushwoosh: besidePushwoosh, container: container, movable: movable))
            }
            // A pushwoosh.json beside a misplaced native-config.json is covered by that finding.
            unused += nestedFiles.filter { !configFolders.contains(entries[$0].folder) }
            if nestedConfigs.isEmpty && rootIndex == nil { findings.append(ArchiveFindings.configMissing(container)) }
        } else {
            unused += nestedFiles
            if let rootIndex { findings.append(ArchiveFindings.mixedFormats(entries[rootIndex])) }
        }
        let isHTMLTemplate = rootConfig == nil && rootIndex != nil
        if isHTMLTemplate {
            // index.html loads its own images, scripts and styles: nothing is "unused".
            findings.append(ArchiveFindings.htmlTemplate(container))
            unused = []
        } else {
            unused.sort()
        }
        return isHTMLTemplate
    }

    /// Whether every entry inside `folder` (ending with `/`) can move to the root without
    /// landing on the name of an entry outside it.
    private func canMoveToRoot(_ folder: Substring) -> Bool {
        var outside: Set<String> = []
        var moved: [String] = []
        for entry in entries {
            if let rest = entry.name.removingFolder(folder) { moved.append(rest) } else { outside.insert(entry.name) }
        }
        return !moved.contains(where: outside.contains)
    }
}
