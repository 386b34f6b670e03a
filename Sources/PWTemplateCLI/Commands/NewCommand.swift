import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax

/// `pwtemplate new`: write an example template of a display type, or list the types.
struct NewCommand {
    var options: NewOptions
    var invocation: Invocation

    func run() -> ExitCode {
        switch options {
        case .list:
            CLI.write(Self.typeList(invocation.kinds), to: invocation.standardOutput, invocation: invocation)
        case .create(let template):
            create(template)
        }
    }

    private func create(_ template: NewTemplateOptions) -> ExitCode {
        let name = template.request.name
        let kind = invocation.kinds.kind(ofScaffold: name)
        guard let kind, let files = kind.scaffold(template.request) else {
            let owner = kind.map { "the \($0.displayName) kind cannot write" } ?? "no kind has"
            invocation.standardError.write("error: \(owner) a scaffold '\(name.terminalSafe)' yet; nothing was written\n")
            return .usage
        }
        let shown = template.displayPath
        let path = shown.hasPrefix("/") ? shown : invocation.currentDirectory + "/" + shown
        let destination: ScaffoldWriter.Destination = template.fileSuffix != nil ? .file(path) : template.zip ? .archive(path) : .folder(path)
        let removed: [String]
        do {
            removed = try ScaffoldWriter(overwrite: template.force).write(files, to: destination)
        } catch {
            invocation.standardError.write(Self.explain(error, shown: shown, isFile: template.zip || template.fileSuffix != nil))
            return error.isRefusal ? .usage : .internalError
        }
        let next = kind.scaffoldNextStep(named: name, isArchive: template.zip)
        let targets = next.targets.map { settle($0, at: path, isFolder: destination == .folder(path)) } ?? TargetsOutcome()
        return CLI.write(
            Self.summary(of: template, files: files, removed: removed, next: next, targets: targets),
            to: invocation.standardOutput, invocation: invocation)
    }

    /// What was written, what was done about the targets, then the kind's next step and the
    /// lint command to run.
    static func summary(
        of template: NewTemplateOptions, files: [ScaffoldFile], removed: [String], next: ScaffoldNextStep, targets: TargetsOutcome
    ) -> String {
        let shown = template.displayPath
        var lines: [String]
        if template.fileSuffix != nil {
            lines = ["Created \(shown)"]
        } else if template.zip {
            lines = ["Created \(shown) (\(files.map(\.name).joined(separator: ", ")))"]
        } else {
            lines = files.map { file in
                "Created \(shown)/\(file.name)" + (file.name == EntryName.pushwoosh.path ? languageNote(template) : "")
            }
            lines += removed.map { "Removed \(shown)/\($0) (left by an earlier template; this one has no --languages)" }
        }
        lines += targets.note.map { TextWrapper.lines($0, width: HelpRenderer.width) } ?? []
        lines += [""] + TextWrapper.lines(next.text, width: HelpRenderer.width)
        lines += ["  " + (["pwtemplate", "lint"] + targets.lintOptions + [shellWord(shown)]).joined(separator: " ")]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func languageNote(_ template: NewTemplateOptions) -> String {
        guard let languages = template.request.languages else { return "" }
        return " (\(languages.codes.joined(separator: ", ")); default language \(languages.defaultLanguage))"
    }

    /// `path` as one shell word: single-quoted unless it is plainly safe, `./`-prefixed if it
    /// would read as an option.
    static func shellWord(_ path: String) -> String {
        let word = path.hasPrefix("-") ? "./" + path : path
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "._-/+@%:,=".unicodeScalars.contains(scalar)
        }
        return safe && !word.isEmpty ? word : "'" + word.replacing("'", with: "'\\''") + "'"
    }

    /// The error and hint for stderr; refusals say that nothing was written.
    /// `isFile`: the target is one file (an archive, a message file), not a folder.
    private static func explain(_ error: ScaffoldWriteError, shown: String, isFile: Bool) -> String {
        let unchanged = "; nothing was written"
        let (message, hint): (String, String?) = switch error {
        case .targetExists where isFile:
            ("'\(shown)' already exists" + unchanged, "Pass --force to replace it, or choose another name.")
        case .targetExists:
            ("'\(shown)' already exists and is not empty" + unchanged,
             "Pass --force to write over its template files, or choose another folder.")
        case .targetIsNotFolder:
            ("'\(shown)' exists and is not a folder" + unchanged, "Choose another folder.")
        case .targetIsFolder:
            ("'\(shown)' is a folder" + unchanged, "Choose another name for the file.")
        case .parentMissing:
            ("cannot create '\(shown)': its parent folder does not exist" + unchanged, "Create the parent folder first.")
        case .fileSystem(let failure):
            ("cannot write '\(shown)': \(failure.reason)", nil)
        case .archive(let failure):
            ("cannot build '\(shown)': \(failure.reason)", nil)
        }
        return "error: \(message)\n" + (hint.map { "  \($0)\n" } ?? "")
    }

    /// The `--list` text: each kind's table of scaffolds (for native templates, each display
    /// type, the releases of each platform that render it, what it is), its legend and usage.
    static func typeList(_ kinds: KindRegistry) -> String {
        kinds.kinds.compactMap(\.scaffoldListing).map { listing in
            TextTable.render(listing.rows) + "\n" + TextWrapper.lines(listing.legend, width: HelpRenderer.width).joined(separator: "\n")
                + "\n\n" + listing.usage + "\n"
        }.joined(separator: "\n")
    }
}
