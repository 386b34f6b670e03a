import PWTemplateArchive
import PWTemplateLint
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
        case .document:
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

    /// Reads the one native template `path` names (see ``KindRegistry/target(opening:currentDirectory:)``);
    /// a ZIP on standard input that cannot be read throws.
    public static func open(
        _ path: String,
        currentDirectory: String,
        limits: ArchiveLimits = .default,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) throws(TemplateOpenError) -> Template {
        let target = try KindRegistry([NativeKind()]).target(opening: path, currentDirectory: currentDirectory)
        guard target.source == .standardInput else { return read(target, limits: limits, standardInput: standardInput) }
        do {
            return Template(TemplateReader.readArchive(bytes: try standardInput(), limits: limits), path: target.displayPath, kind: .archive)
        } catch {
            throw .unreadable(target.displayPath, reason: error.reason)
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
        Template(TemplateContents(diagnostics: [.unreadablePath(path, reason: reason)]), path: path, kind: .unreadable)
    }
}
