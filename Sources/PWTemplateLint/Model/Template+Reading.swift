import PWTemplateArchive
import PWTemplateSyntax
import PWTemplateSystem

extension Template {
    /// Reads a target found by ``TemplateDiscovery``; `standardInput` supplies the bytes of `-`.
    /// A target that cannot be read becomes a template holding only the finding that says why.
    public static func read(
        _ target: LintTarget, limits: ArchiveLimits = .default, standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> Template {
        switch target.source {
        case .archive:
            return Template(TemplateReader.readArchive(atPath: target.fileSystemPath, limits: limits), path: target.displayPath, kind: .archive)
        case .folder:
            return Template(TemplateReader.readFolder(atPath: target.fileSystemPath, limits: limits), path: target.displayPath, kind: .folder)
        case .nativeConfigFile, .document:
            return nativeConfigFile(target, limits: limits)
        case .standardInput:
            do {
                let bytes = try standardInput()
                return Template(TemplateReader.readArchive(bytes: bytes, limits: limits), path: target.displayPath, kind: .archive)
            } catch {
                let rule: Rule = error.code == .tooLarge ? .archiveTooLarge : .archiveUnreadable
                let finding = Diagnostic(rule: rule, message: "cannot read the ZIP on standard input: \(error.reason)")
                return Template(TemplateContents(diagnostics: [finding]), path: target.displayPath, kind: .archive)
            }
        case .unreadable(let reason):
            return unreadable(target.displayPath, reason: reason)
        }
    }

    /// Reads the one template `path` names, as ``TemplateDiscovery`` reads an explicit path: a
    /// `.zip` file, a template folder, a `native-config.json` or `pushwoosh.json` (its folder), a
    /// `.json` native config under another name (itself), or `-` for a ZIP on standard input (named `<stdin>`). A folder that is no template is not
    /// searched. Where commands that show one template (rather than lint many) start.
    public static func open(
        _ path: String,
        currentDirectory: String,
        limits: ArchiveLimits = .default,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) throws(TemplateOpenError) -> Template {
        let discovery: Discovery
        do {
            discovery = try TemplateDiscovery(currentDirectory: currentDirectory).discover([path])
        } catch {
            throw .discovery(error)
        }
        // Targets found by scanning a folder sit below `path`; the template itself is `path` or,
        // for a named JSON file, its folder.
        let names = [path, FilePath.parent(of: path)]
        guard let target = discovery.targets.first(where: { names.contains($0.displayPath) }) else {
            throw .notATemplate(path, templatesInside: discovery.targets.map(\.displayPath))
        }
        switch target.source {
        case .archive, .folder, .nativeConfigFile, .document:
            return read(target, limits: limits, standardInput: standardInput)
        case .standardInput:
            do {
                return Template(TemplateReader.readArchive(bytes: try standardInput(), limits: limits), path: "<stdin>", kind: .archive)
            } catch {
                throw .unreadable("<stdin>", reason: error.reason)
            }
        case .unreadable(let reason):
            throw .unreadable(target.displayPath, reason: reason)
        }
    }

    /// A bare native config under its own name: only its bytes, reported as `path` itself;
    /// the document discovery parsed when it has one.
    private static func nativeConfigFile(_ target: LintTarget, limits: ArchiveLimits) -> Template {
        if let document = target.parsedDocument, UInt64(document.text.bytes.count) <= limits.maxJSONEntrySize {
            return Template(TemplateContents(nativeConfig: document.text.bytes), path: target.displayPath, kind: .file, parsedDocument: document)
        }
        do {
            let bytes = try NativeConfigFile.read(target.fileSystemPath, limits: limits)
            return Template(TemplateContents(nativeConfig: bytes), path: target.displayPath, kind: .file)
        } catch {
            return unreadable(target.displayPath, reason: error.reason)
        }
    }

    /// A path that cannot be read: a template holding only the finding that says why.
    private static func unreadable(_ path: String, reason: String) -> Template {
        let finding = Diagnostic(
            rule: .pathUnreadable,
            message: "cannot read '\(path)': \(reason)",
            hint: "fix the permissions or the link, or move it out of the scanned folder"
        )
        return Template(TemplateContents(diagnostics: [finding]), path: path, kind: .unreadable)
    }
}
