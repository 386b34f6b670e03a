import PWTemplateArchive
import PWTemplateLint
import PWTemplatePreview
import PWTemplateSystem

/// `preview --png`: after the pages are written, a PNG of the device screen per page, language
/// and appearance, each shot by a headless browser at the device's size and written beside
/// its page. ``prepare(_:site:preview:invocation:)`` runs before anything is written, so a
/// missing browser or an existing PNG leaves nothing behind.
struct PreviewPNG {
    var browser: PreviewPNGBrowser
    var shots: [PreviewPNGShot]
    /// The output folder as the user named it, and as the file system is asked for it.
    var shownFolder: String
    var folder: String
    var force: Bool
    var invocation: Invocation

    /// A refusal before anything is written: exit 2 with the message and hint on standard error.
    struct Refusal: Error {
        var message: String
        var hint: String

        /// Writes the refusal and returns the usage exit code.
        func report(to invocation: Invocation) -> ExitCode {
            invocation.standardError.write("error: \(message.terminalSafe); nothing was written\n  \(hint)\n")
            return .usage
        }
    }

    /// Finds the browser and plans the shots of every page of `site`; refuses when there is no
    /// browser, or a PNG exists and `--force` is not given.
    static func prepare(_ options: PreviewPNGOptions, site: PreviewSite, preview: PreviewOptions, invocation: Invocation)
        -> Result<PreviewPNG, Refusal> {
        let executable: String
        do {
            executable = try PreviewPNGBrowser.locate(
                options.browser, searchPath: invocation.environment["PATH"] ?? "/usr/bin:/bin", currentDirectory: invocation.currentDirectory)
        } catch {
            return .failure(Refusal(message: error.message, hint: PreviewPNGBrowser.installHint))
        }
        let shots = site.files.filter { $0.template != nil }.flatMap { file in
            PreviewPNGPage(fileName: file.name, html: file.bytes).map {
                PreviewPNGShot.plan($0, languageChosen: preview.request.language != nil, appearanceChosen: preview.request.appearance != nil)
            } ?? []
        }
        let png = PreviewPNG(
            browser: PreviewPNGBrowser(executable: executable, timeout: .seconds(options.timeoutSeconds)), shots: shots,
            shownFolder: preview.output, folder: invocation.fileSystemPath(preview.output), force: preview.force, invocation: invocation)
        if !preview.force, let existing = shots.first(where: { FileSystem.exists(FilePath.join(png.folder, $0.name)) }) {
            return .failure(Refusal(message: "'\(FilePath.join(preview.output, existing.name))' already exists",
                                    hint: "Pass --force to replace the pages and PNGs, or choose another folder with --output."))
        }
        return .success(png)
    }

    /// Shoots and writes every PNG, one after the other, stopping at the first failure: exit 3
    /// when the browser fails or a PNG cannot be written.
    func shoot() -> ExitCode {
        let temporary = invocation.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let scratch: String
        do {
            scratch = try FileSystem.makeUniqueDirectory(prefix: FilePath.join(temporary, "pwtemplate-png-"))
        } catch {
            return fail("cannot create a scratch folder in '\(temporary)': \(error.reason)")
        }
        defer { try? FileSystem.removeDirectory(scratch) }
        for shot in shots {
            let shown = FilePath.join(shownFolder, shot.name)
            let bytes: [UInt8]
            do {
                let url = PreviewPNGShot.fileURL(FilePath.join(folder, shot.page), fragment: shot.fragment)
                bytes = try browser.shoot(url: url, width: shot.width, height: shot.height, scratchFolder: scratch)
            } catch {
                return fail("cannot shoot '\(shown)' with \(browser.executable): \(error.message)", output: error.output)
            }
            do {
                let path = FilePath.join(folder, shot.name)
                if force { try FileSystem.writeFileAtomically(bytes, to: path) } else { try FileSystem.createNewFile(bytes, at: path) }
            } catch {
                return fail("cannot write '\(shown)': \(error.reason)")
            }
            let line = "Wrote \(shown) (\(shot.width)×\(shot.height), #\(shot.fragment))".terminalSafe + "\n"
            guard CLI.write(line, to: invocation.standardOutput, invocation: invocation) == .success else { return .internalError }
        }
        return .success
    }

    /// Writes the error, and under it the lines the browser printed; returns exit code 3.
    private func fail(_ message: String, output: String = "") -> ExitCode {
        let printed = output.split(separator: "\n").map { "  | " + String($0).terminalSafe + "\n" }.joined()
        invocation.standardError.write("error: \(message.terminalSafe)\n" + printed)
        return .internalError
    }
}
