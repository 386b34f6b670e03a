import PWTemplateLint
import PWTemplateNative
import PWTemplateSystem

/// `pwtemplate unpack <zip> [<folder>]`: extract a template's two files for editing.
///
/// Standard output gets `unpacked promo.zip → promo (native-config.json, pushwoosh.json)`;
/// standard error a note per entry skipped and the errors. Nothing is written unless the whole
/// template could be read.
struct UnpackCommand {
    var options: UnpackOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let archive = options.archive
        switch try? FileSystem.resolvedKind(of: invocation.fileSystemPath(archive)) {
        case .regular?: break
        case .directory?: return usageError("'\(archive)' is a folder, not a ZIP archive")
        default: return usageError("no such file: '\(archive)'")
        }
        guard let folder = options.folder ?? Self.defaultFolder(for: archive) else {
            return usageError("'\(archive)' does not end with .zip; name the folder to extract into")
        }
        do {
            try TemplateUnpacker.checkFolder(invocation.fileSystemPath(folder), force: options.force)
        } catch {
            return failure(error, archive: archive, folder: folder)
        }
        let source: UnpackSource
        do {
            source = try TemplateUnpacker.read(archiveAt: invocation.fileSystemPath(archive))
        } catch {
            return failure(error, archive: archive, folder: folder)
        }
        report(source, archive: archive)
        let removed: [String]
        do {
            removed = try TemplateUnpacker.write(source.files, to: invocation.fileSystemPath(folder), force: options.force)
        } catch {
            return failure(error, archive: archive, folder: folder)
        }
        for path in removed {
            note("removed \(FilePath.join(folder, TemplateDiscovery.lastComponent(of: path))): the archive has none")
        }
        let names = source.files.named.map(\.name).joined(separator: ", ")
        return CLI.write("unpacked \(archive) → \(folder) (\(names))\n", to: invocation.standardOutput, invocation: invocation)
    }

    /// The archive's name without `.zip`, beside it: `a/promo.zip` → `a/promo`.
    static func defaultFolder(for archive: String) -> String? {
        guard archive.lowercased().hasSuffix(".zip"), TemplateDiscovery.lastComponent(of: archive).count > 4 else { return nil }
        return String(archive.dropLast(4))
    }

    /// Notes where the template files came from and what was skipped.
    private func report(_ source: UnpackSource, archive: String) {
        if !source.folder.isEmpty {
            note("""
                the template files are in the folder "\(source.folder)" of \(archive), where the SDKs never \
                read them (the folder was compressed instead of its contents); extracted them from there, \
                and 'pwtemplate pack' puts them at the root
                """)
        }
        for entry in source.leftOut {
            note("skipped \(entry.name): \(entry.explanation)")
        }
    }

    private func failure(_ error: UnpackError, archive: String, folder: String) -> ExitCode {
        switch error {
        case .folderNotEmpty, .notAFolder:
            invocation.standardError.write("error: cannot unpack into '\(folder)': \(error)\n")
            return .usage
        case .write(let failure):
            invocation.standardError.write("error: cannot write into '\(folder)': \(failure.reason)\n")
            return .internalError
        case .unreadable, .tooLarge, .noNativeConfig, .severalTemplateFolders, .entryTooLarge, .unreadableEntry:
            invocation.standardError.write("error: cannot unpack '\(archive)': \(error)\n")
            return .findings
        }
    }

    private func usageError(_ message: String) -> ExitCode {
        invocation.standardError.write("error: \(message)\n  See 'pwtemplate help unpack' for more information.\n")
        return .usage
    }

    private func note(_ text: String) {
        invocation.standardError.write("note: \(text)\n")
    }
}
