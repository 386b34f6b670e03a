/// What a template's listing says before anything is read: the findings, and which entries
/// the reader may inflate.
struct EntryClassification: Sendable {
    var diagnostics: [Diagnostic] = []
    /// Position (in the classified entries) of the root `native-config.json` to read, if it may be read.
    var nativeConfig: Int?
    /// Position of the root `pushwoosh.json` to read, if it may be read.
    var pushwoosh: Int?
    var isHTMLTemplate = false
}

/// Judges the entries of a ZIP archive or template folder from names and sizes alone, so
/// both containers share every layout, name and size rule.
///
/// Any size finding (`archive-too-large`) refuses the whole template: nothing is read. An
/// unsupported root JSON file is not read; everything else still is.
enum EntryClassifier {
    static func classify(_ entries: [TemplateEntry], limits: ArchiveLimits, container: TemplateContainer) -> EntryClassification {
        var result = EntryClassification()
        var findings = duplicates(in: entries)
        var refused = false
        var blocked: Set<Int> = []
        var total: UInt64 = 0
        var largest: Int?
        var rootConfig: Int?
        var rootPushwoosh: Int?
        var rootIndex: Int?
        var nestedFiles: [Int] = []
        var others: [Int] = []
        var resourceFolders: [(folder: String, first: Int, count: Int)] = []

        for (position, entry) in entries.enumerated() {
            if !entry.isDirectory {
                let (sum, overflow) = total.addingReportingOverflow(entry.size)
                total = overflow ? .max : sum
                if largest.map({ entry.size > entries[$0].size }) ?? true { largest = position }
                if let compressedSize = entry.compressedSize, exceedsRatio(entry.size, compressedSize, limits) {
                    findings.append(ArchiveFindings.compressionRatio(entry, compressedSize: compressedSize, limit: limits.maxCompressionRatio))
                    refused = true
                }
            }
            if let reason = entry.unsafePath {
                findings.append(ArchiveFindings.unsafePath(entry, reason))
                continue
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
                continue
            case let kind?:
                findings.append(ArchiveFindings.junk(entry, kind))
                continue
            case nil:
                break
            }
            if entry.isDirectory { continue }
            switch (entry.isAtRoot, entry.baseName) {
            case (true, "native-config.json"): rootConfig = position
            case (true, "pushwoosh.json"): rootPushwoosh = position
            case (true, "index.html"): rootIndex = position
            case (false, "native-config.json"), (false, "pushwoosh.json"): nestedFiles.append(position)
            default: others.append(position)
            }
        }

        for folder in resourceFolders {
            findings.append(ArchiveFindings.junk(entries[folder.first], .macOSResourceFolder(folder.folder), entries: folder.count))
        }
        for position in [rootConfig, rootPushwoosh].compactMap({ $0 }) where entries[position].size > limits.maxJSONEntrySize {
            findings.append(ArchiveFindings.jsonTooLarge(entries[position], limit: limits.maxJSONEntrySize))
            refused = true
        }
        if total > limits.maxTotalSize, let largest {
            findings.append(ArchiveFindings.totalTooLarge(total, largest: entries[largest], limit: limits.maxTotalSize, container: container))
            refused = true
        }

        // Layout: where the configuration is, and which files nothing reads.
        let nestedConfigs = nestedFiles.filter { entries[$0].baseName == "native-config.json" }
        let configFolders = Set(nestedConfigs.map { entries[$0].folder })
        var unused = others
        if rootConfig == nil {
            for position in nestedConfigs {
                let besidePushwoosh = nestedFiles.contains { entries[$0].baseName == "pushwoosh.json" && entries[$0].folder == entries[position].folder }
                findings.append(ArchiveFindings.configNotAtRoot(entries[position], withPushwoosh: besidePushwoosh, container: container))
            }
            // A pushwoosh.json beside a misplaced native-config.json is covered by that finding.
            unused += nestedFiles.filter { !configFolders.contains(entries[$0].folder) }
            if nestedConfigs.isEmpty && rootIndex == nil { findings.append(ArchiveFindings.configMissing(container)) }
        } else {
            unused += nestedFiles
            if let rootIndex { findings.append(ArchiveFindings.mixedFormats(entries[rootIndex])) }
        }
        result.isHTMLTemplate = rootConfig == nil && rootIndex != nil
        if result.isHTMLTemplate {
            // index.html reads its own images, scripts and styles.
            findings.append(ArchiveFindings.htmlTemplate(container))
        } else {
            findings += unused.sorted().map { ArchiveFindings.unusedFile(entries[$0]) }
        }

        result.diagnostics = findings
        if !refused {
            result.nativeConfig = rootConfig.flatMap { blocked.contains($0) ? nil : $0 }
            result.pushwoosh = rootPushwoosh.flatMap { blocked.contains($0) ? nil : $0 }
        }
        return result
    }

    /// One finding per name stored more than once (raw bytes compared, case-sensitively).
    private static func duplicates(in entries: [TemplateEntry]) -> [Diagnostic] {
        var counts: [[UInt8]: Int] = [:]
        for entry in entries { counts[entry.rawName, default: 0] += 1 }
        var reported: Set<[UInt8]> = []
        return entries.compactMap { entry in
            guard let count = counts[entry.rawName], count > 1, reported.insert(entry.rawName).inserted else { return nil }
            return ArchiveFindings.duplicate(entry.name, count: count)
        }
    }

    /// A large entry that inflates more than the limit allows (a stored size of 0 counts as infinite).
    private static func exceedsRatio(_ size: UInt64, _ compressedSize: UInt64, _ limits: ArchiveLimits) -> Bool {
        guard size >= limits.ratioCheckMinimumSize, size > 0 else { return false }
        return compressedSize == 0 || size / compressedSize > limits.maxCompressionRatio
    }
}
