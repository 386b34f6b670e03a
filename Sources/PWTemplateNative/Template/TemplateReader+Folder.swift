import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

extension TemplateReader {
    static func folderContents(atPath root: String, limits: ArchiveLimits, overlay: [String: [UInt8]]) -> TemplateContents {
        var listing = FolderListing(root: root)
        do {
            // The folder named by the caller may be a link; links below it are not followed.
            if try FileSystem.resolvedKind(of: root) == .directory {
                listing.walk("")
            } else if overlay.isEmpty {
                return TemplateContents(diagnostics: [ArchiveFindings.unreadable(.folder, reason: "not a folder")])
            }
        } catch {
            // An editor's buffers of a folder not yet saved are the whole template.
            if overlay.isEmpty { return TemplateContents(diagnostics: [ArchiveFindings.unreadable(.folder, reason: error.reason)]) }
        }
        listing.lay(overlay)
        return contents(of: listing.entries, in: .folder, limits: limits, findings: listing.findings) { position, limit in
            let entry = listing.entries[position]
            if let bytes = overlay[entry.name] { return UInt64(bytes.count) > limit ? .failure(.overLimit) : .success(bytes) }
            guard case .regular = listing.kinds[position] else {
                return .failure(.unreadable(reason: listing.kinds[position] == .symbolicLink ? "it is a symbolic link, not a file" : "it is not a regular file"))
            }
            return Result { () throws(FileSystemError) in try FileSystem.readFile(listing.path(of: entry.name), limit: limit) }
                .mapError { $0.code == .tooLarge ? .overLimit : .unreadable(reason: $0.reason) }
        }
    }
}

/// Every file and folder below a template folder, as entries named by relative path.
private struct FolderListing {
    let root: String
    var entries: [TemplateEntry] = []
    /// What each entry is on disk, in the order of `entries`.
    var kinds: [FileKind] = []
    /// Subfolders that could not be listed.
    var findings: [Diagnostic] = []

    init(root: String) {
        self.root = root
    }

    /// The file-system path of a relative entry name.
    func path(of name: String) -> String {
        root.hasSuffix("/") ? root + name : root + "/" + name
    }

    /// Lists `folder` (a relative name ending with `/`, or `""` for the root) and everything below it.
    mutating func walk(_ folder: String) {
        let names: [[UInt8]]
        do {
            names = try FileSystem.rawContents(ofDirectory: folder.isEmpty ? root : path(of: folder))
        } catch {
            findings.append(ArchiveFindings.unreadableFolder(folder, reason: error.reason))
            return
        }
        for rawName in names {
            guard let name = String(validating: rawName, as: UTF8.self) else {
                // No String names the file, so it can be neither inspected nor read: an entry
                // the SDKs never read either, judged by its stored name.
                let repaired = folder + String(decoding: rawName, as: UTF8.self)
                append(TemplateEntry(name: repaired, rawName: Array(folder.utf8) + rawName, size: 0), .other)
                continue
            }
            let relative = folder + name
            let kind: FileKind
            do {
                kind = try FileSystem.kind(of: path(of: relative))
            } catch {
                findings.append(ArchiveFindings.unreadableEntry(TemplateEntry(name: relative, size: 0), reason: error.reason, container: .folder))
                continue
            }
            switch kind {
            case .directory where name == ".git":
                continue
            case .directory:
                append(TemplateEntry(name: relative + "/", size: 0, isDirectory: true), kind)
                walk(relative + "/")
            case .regular(let size):
                append(TemplateEntry(name: relative, size: size), kind)
            case .symbolicLink, .other:
                append(TemplateEntry(name: relative, size: 0), kind)
            }
        }
    }

    /// Lays `overlay` (texts by relative name) over the files listed: each replaces the file of
    /// its name, or is a file of its own when the folder has none.
    mutating func lay(_ overlay: [String: [UInt8]]) {
        for (name, bytes) in overlay.sorted(by: { $0.key < $1.key }) {
            let entry = TemplateEntry(name: name, size: UInt64(bytes.count))
            if let position = entries.firstIndex(where: { $0.name == name }) {
                entries[position] = entry
                kinds[position] = .regular(size: entry.size)
            } else {
                append(entry, .regular(size: entry.size))
            }
        }
    }

    private mutating func append(_ entry: TemplateEntry, _ kind: FileKind) {
        entries.append(entry)
        kinds.append(kind)
    }
}
