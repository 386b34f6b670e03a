import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// The wording of every archive-layer finding, in one place.
enum ArchiveFindings {
    private static let packHint = "Re-create the archive from the template folder, e.g. with `pwtemplate pack <folder>`."

    // MARK: archive-unreadable

    /// The container itself cannot be opened or listed.
    static func unreadable(_ container: TemplateContainer, reason: String) -> Diagnostic {
        switch container {
        case .archive:
            Diagnostic(
                rule: .archiveUnreadable,
                message: "cannot open the archive: \(lowercasingFirst(reason))",
                hint: "Make sure the file is a complete ZIP archive (an interrupted download or copy truncates it). " + packHint
            )
        case .folder:
            Diagnostic(rule: .archiveUnreadable, message: "cannot read the folder: \(lowercasingFirst(reason))",
                       hint: "Check that the folder exists and that you may read it.")
        }
    }

    /// A subfolder of a template folder cannot be listed.
    static func unreadableFolder(_ name: String, reason: String) -> Diagnostic {
        Diagnostic(rule: .archiveUnreadable, message: "cannot list the folder \"\(name)\": \(lowercasingFirst(reason))",
                   hint: "Check the permissions of the folder.", entry: EntryName(name))
    }

    /// One of the two JSON files cannot be read.
    static func unreadableEntry(_ entry: TemplateEntry, reason: String, container: TemplateContainer) -> Diagnostic {
        let hint = switch container {
        case .archive: "The entry is damaged. " + packHint
        case .folder: "Check that the file is a regular file you may read."
        }
        return Diagnostic(rule: .archiveUnreadable, message: "cannot read \"\(entry.name)\": \(lowercasingFirst(reason))",
                          hint: hint, entry: EntryName(entry.name))
    }

    // MARK: archive-unsupported-entry

    static func unsupported(_ entry: TemplateEntry, _ limitations: [EntryLimitation]) -> Diagnostic {
        let problems = limitations.map { limitation in
            switch limitation {
            case .compression(let method):
                "uses \(ArchiveEntry.compressionName(method)) compression (method \(method)); iOS extracts only stored and deflate entries"
            case .encrypted: "is encrypted; iOS cannot extract encrypted entries"
            case .zip64: "uses ZIP64 headers, which iOS cannot read"
            case .nonASCIIName: "has a non-ASCII name; iOS decodes entry names as ASCII and cannot place the file"
            }
        }
        let hints = limitations.map { limitation in
            switch limitation {
            case .compression, .encrypted, .zip64:
                "Re-create the archive without encryption, with stored or deflate compression and without ZIP64, e.g. with `pwtemplate pack <folder>`."
            case .nonASCIIName: "Rename the file using ASCII letters, digits, '-', '_' and '.' only."
            }
        }
        var uniqueHints: [String] = []
        for hint in hints where !uniqueHints.contains(hint) { uniqueHints.append(hint) }
        return Diagnostic(
            rule: .archiveUnsupportedEntry,
            message: "\"\(entry.name)\" " + problems.joined(separator: "; it also "),
            hint: uniqueHints.joined(separator: " "),
            entry: EntryName(entry.name)
        )
    }

    /// The archive ends with ZIP64 end records.
    static let zip64EndRecord = Diagnostic(
        rule: .archiveUnsupportedEntry,
        message: "the archive uses a ZIP64 end of central directory, which iOS cannot read",
        hint: "Re-create the archive without ZIP64, e.g. with `pwtemplate pack <folder>`."
    )

    // MARK: archive-unsafe-path

    static func unsafePath(_ entry: TemplateEntry, _ reason: UnsafePath) -> Diagnostic {
        let problem = switch reason {
        case .parentSegment:
            "has a \"..\" segment that climbs out of the template folder: Android refuses to deploy the template and iOS writes the file outside its folder"
        case .absolute:
            "is an absolute path: Android refuses to deploy the template and iOS writes the file wherever it points"
        case .backslash:
            "contains a backslash, which iOS turns into a folder separator and Android keeps as part of the name, so the platforms extract it to different places"
        case .driveLetter:
            "starts with a drive letter, which is not a relative path inside the template folder"
        }
        return Diagnostic(
            rule: .archiveUnsafePath,
            message: "entry name \"\(entry.name)\" \(problem); the entry was not read",
            hint: "Use relative paths with forward slashes only. " + packHint,
            entry: EntryName(entry.name)
        )
    }

    // MARK: archive-duplicate-entry

    static func duplicate(_ name: String, count: Int) -> Diagnostic {
        Diagnostic(
            rule: .archiveDuplicateEntry,
            message: "\"\(name)\" appears \(count) times; the SDKs keep the last copy while most tools show the first",
            hint: "Keep one entry per name. " + packHint,
            entry: EntryName(name)
        )
    }

    // MARK: archive-too-large

    static func jsonTooLarge(_ entry: TemplateEntry, limit: UInt64) -> Diagnostic {
        Diagnostic(
            rule: .archiveTooLarge,
            message: "\"\(entry.name)\" is \(ByteCount.text(entry.size)) uncompressed, over the \(ByteCount.text(limit)) limit for a JSON file; nothing was read",
            hint: "Keep \(entry.baseName) small: a template holds text and HTTPS URLs, not embedded data.",
            entry: EntryName(entry.name)
        )
    }

    static func compressionRatio(_ entry: TemplateEntry, compressedSize: UInt64, limit: UInt64) -> Diagnostic {
        Diagnostic(
            rule: .archiveTooLarge,
            message: "\"\(entry.name)\" expands from \(ByteCount.text(compressedSize)) to \(ByteCount.text(entry.size)), over the \(limit):1 compression limit (a ZIP bomb); nothing was read",
            hint: "Remove the entry: the SDKs read only native-config.json and pushwoosh.json.",
            entry: EntryName(entry.name)
        )
    }

    static func totalTooLarge(_ total: UInt64, largest: TemplateEntry, limit: UInt64, container: TemplateContainer) -> Diagnostic {
        Diagnostic(
            rule: .archiveTooLarge,
            message: "the \(container.noun)'s files add up to \(ByteCount.text(total)) uncompressed, over the \(ByteCount.text(limit)) limit (largest: \"\(largest.name)\", \(ByteCount.text(largest.size))); nothing was read",
            hint: "Remove large files: the SDKs read only native-config.json and pushwoosh.json, and media must be HTTPS URLs."
        )
    }

    /// An entry inflated to more than its header declared.
    static func inflatesPastHeader(_ entry: TemplateEntry, limit: UInt64) -> Diagnostic {
        Diagnostic(
            rule: .archiveTooLarge,
            message: "\"\(entry.name)\" declares \(ByteCount.text(entry.size)) but inflates to more than \(ByteCount.text(limit)); reading stopped there",
            hint: "The entry's header is wrong. " + packHint,
            entry: EntryName(entry.name)
        )
    }

    // MARK: Layout

    static func configMissing(_ container: TemplateContainer) -> Diagnostic {
        Diagnostic(
            rule: .configMissing,
            message: "no native-config.json and no index.html at the root of the \(container.noun): the SDKs have nothing to show",
            hint: "Put native-config.json at the root of the \(container.noun), not inside a folder."
        )
    }

    /// `movable`: the folder holds the only misplaced `native-config.json`, and its entries can
    /// move to the root without taking a name: an archive then gets the fix.
    static func configNotAtRoot(_ config: TemplateEntry, withPushwoosh: Bool, container: TemplateContainer, movable: Bool) -> Diagnostic {
        let folder = String(config.folder)
        let files = withPushwoosh ? "native-config.json and pushwoosh.json sit" : "native-config.json sits"
        let moved = withPushwoosh ? "\(EntryName.nativeConfig) and \(EntryName.pushwoosh)" : EntryName.nativeConfig.path
        let folderName = String(folder.dropLast())
        let message: String
        let hint: String
        switch container {
        case .archive:
            message = "native-config.json is inside the folder \"\(folder)\", but the SDKs read it only at the root of the archive, so the template is not detected as native (the folder was compressed instead of its contents)"
            hint = "Open the folder \"\(folderName)\", select the files inside it and compress those (so \(files) at the root), or run `pwtemplate pack \(folderName)`."
        case .folder:
            message = "native-config.json is inside the subfolder \"\(folder)\", but the SDKs read it only at the template root"
            hint = "Use the subfolder \"\(folderName)\" as the template folder, or move \(moved) to the root."
        }
        let fix = container == .archive && movable
            ? Fix(title: "move the template out of \(folder)", applicability: .safe, change: .moveToRoot(folder: folderName)) : nil
        return Diagnostic(rule: .configNotAtRoot, message: message, hint: hint, entry: EntryName(config.name), fix: fix)
    }

    /// In an archive, the fix removes the entry (a `__MACOSX/` folder with everything in it).
    static func junk(_ entry: TemplateEntry, _ kind: JunkKind, in container: TemplateContainer, entries: Int = 1) -> Diagnostic {
        let what = switch kind {
        case .macOSResourceFolder(let folder):
            "\"\(folder)\" holds macOS resource forks (\(entries) \(entries == 1 ? "entry" : "entries"))"
        case .finderSettings: "\"\(entry.name)\" is macOS Finder metadata"
        case .appleDouble: "\"\(entry.name)\" is a macOS resource fork"
        case .thumbnailCache: "\"\(entry.name)\" is a Windows thumbnail cache"
        case .folderSettings: "\"\(entry.name)\" holds Windows folder settings"
        }
        let name = if case .macOSResourceFolder(let folder) = kind { folder } else { entry.name }
        return Diagnostic(
            rule: .archiveJunk,
            message: what + ", extracted on every device as dead weight",
            hint: "Remove it; `pwtemplate pack <folder>` leaves system files out.",
            entry: EntryName(name),
            fix: removal(of: name, in: container, .safe)
        )
    }

    static func mixedFormats(_ index: TemplateEntry) -> Diagnostic {
        Diagnostic(
            rule: .mixedFormats,
            message: "\"\(index.name)\" is the fallback for SDKs without native in-apps (iOS before 7.2.0, Android before 6.10.0); from those releases native-config.json wins, and a native config the SDK rejects shows nothing, not the HTML",
            hint: "Keep index.html for older SDKs, or remove it; newer SDKs never fall back to it, so fix every native finding.",
            entry: EntryName(index.name)
        )
    }

    /// `besideHTMLFallback`: a root `index.html` beside `native-config.json` was read and does
    /// not refer to the file. In an archive, the fix removes the entry: unsafe, as a person
    /// should confirm that nothing else needs the file.
    static func unusedFile(_ entry: TemplateEntry, besideHTMLFallback: Bool, in container: TemplateContainer) -> Diagnostic {
        let reason = if EntryName.sdkFiles.contains(EntryName(String(entry.baseName))) {
            "the SDKs read \(entry.baseName) only at the root"
        } else if besideHTMLFallback {
            "the SDKs read only native-config.json and pushwoosh.json, media must be HTTPS URLs, and index.html does not refer to it"
        } else {
            "the SDKs read only native-config.json and pushwoosh.json, and media must be HTTPS URLs"
        }
        return Diagnostic(
            rule: .unusedFile,
            message: "\"\(entry.name)\" is never read: \(reason)",
            hint: "Remove it; reference images and fonts by HTTPS URL in native-config.json.",
            entry: EntryName(entry.name),
            fix: removal(of: entry.name, in: container, .unsafe)
        )
    }

    static func htmlTemplate(_ container: TemplateContainer) -> Diagnostic {
        Diagnostic(
            rule: .htmlTemplate,
            message: "HTML rich-media template (root index.html, no native-config.json): native checks are skipped",
            hint: "If this is meant to be a native template, put native-config.json at the root of the \(container.noun)."
        )
    }

    /// The fix that removes the entry `name` from an archive; none for a folder, whose files
    /// are the author's working copy (`pwtemplate pack` leaves such files out).
    private static func removal(of name: String, in container: TemplateContainer, _ applicability: Fix.Applicability) -> Fix? {
        container == .archive ? Fix(title: "remove \(name)", applicability: applicability, change: .dropEntry(EntryName(name))) : nil
    }

    private static func lowercasingFirst(_ text: String) -> String {
        // "Not a zip archive" reads "not a zip archive"; an acronym such as "CRC error" stays.
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true else { return text }
        return first.lowercased() + text.dropFirst()
    }
}
