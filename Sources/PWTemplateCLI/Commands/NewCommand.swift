import PWTemplateCore

/// `pwtemplate new`: write an example template of a display type, or list the types.
struct NewCommand {
    var options: NewOptions
    var invocation: Invocation

    func run() -> ExitCode {
        switch options {
        case .list:
            CLI.write(Self.typeList(), to: invocation.standardOutput, invocation: invocation)
        case .create(let template):
            create(template)
        }
    }

    private func create(_ template: NewTemplateOptions) -> ExitCode {
        let files = Scaffold.files(for: template.request)
        let shown = template.displayPath
        let path = shown.hasPrefix("/") ? shown : invocation.currentDirectory + "/" + shown
        let destination: ScaffoldWriter.Destination = template.zip ? .archive(path) : .folder(path)
        let removed: [String]
        do {
            removed = try ScaffoldWriter(overwrite: template.force).write(files, to: destination)
        } catch {
            invocation.standardError.write(Self.explain(error, shown: shown, zip: template.zip))
            return error.isRefusal ? .usage : .internalError
        }
        return CLI.write(
            Self.summary(of: template, files: files, removed: removed), to: invocation.standardOutput, invocation: invocation)
    }

    /// What was written, then the lint command to run next.
    static func summary(of template: NewTemplateOptions, files: [ScaffoldFile], removed: [String]) -> String {
        let shown = template.displayPath
        var lines: [String]
        if template.zip {
            lines = ["Created \(shown) (\(files.map(\.name).joined(separator: ", ")))"]
        } else {
            lines = files.map { file in
                "Created \(shown)/\(file.name)" + (file.name == EntryName.pushwoosh.path ? languageNote(template) : "")
            }
            lines += removed.map { "Removed \(shown)/\($0) (left by an earlier template; this one has no --languages)" }
        }
        let type = template.request.displayType
        let iOSOnly = PlatformSupport.publicDocs.availability(of: type, on: .android) == .unsupported
        let next = (template.zip ? "Next, check the template" : "Next, edit the example copy, images and links, then check the template")
            + (iOSOnly ? " on iOS, the only platform that renders \(type.rawValue):" : ":")
        lines += [""] + TextWrapper.lines(next, width: HelpRenderer.width)
        lines += ["  pwtemplate lint " + (iOSOnly ? "--target ios " : "") + shellWord(shown)]
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
    private static func explain(_ error: ScaffoldWriteError, shown: String, zip: Bool) -> String {
        let unchanged = "; nothing was written"
        let (message, hint): (String, String?) = switch error {
        case .targetExists where zip:
            ("'\(shown)' already exists" + unchanged, "Pass --force to replace it, or choose another name.")
        case .targetExists:
            ("'\(shown)' already exists and is not empty" + unchanged,
             "Pass --force to write over its template files, or choose another folder.")
        case .targetIsNotFolder:
            ("'\(shown)' exists and is not a folder" + unchanged, "Choose another folder.")
        case .targetIsFolder:
            ("'\(shown)' is a folder" + unchanged, "Choose another name for the archive.")
        case .parentMissing:
            ("cannot create '\(shown)': its parent folder does not exist" + unchanged, "Create the parent folder first.")
        case .fileSystem(let failure):
            ("cannot write '\(shown)': \(failure.reason)", nil)
        case .archive(let failure):
            ("cannot build '\(shown)': \(failure.reason)", nil)
        }
        return "error: \(message)\n" + (hint.map { "  \($0)\n" } ?? "")
    }

    /// The `--list` table: each display type, the platforms that render it, what it is.
    static func typeList() -> String {
        let rows = DisplayType.allCases.map { type in
            (type.rawValue, platforms(of: type), NativeConfigSchema.block(for: type).description)
        }
        let header = ("TYPE", "PLATFORMS", "DESCRIPTION")
        let typeWidth = ([header] + rows).map(\.0.count).max() ?? 0
        let platformWidth = ([header] + rows).map(\.1.count).max() ?? 0
        func line(_ row: (String, String, String)) -> String {
            pad(row.0, typeWidth) + "  " + pad(row.1, platformWidth) + "  " + row.2
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n")
            + "\n\nCreate one with 'pwtemplate new <display-type> [<dir>]'.\n"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: width - text.count)
    }

    /// `iOS 7.2.0+, Android 6.10.0+`, or `iOS only` when one platform renders the type.
    static func platforms(of type: DisplayType) -> String {
        let names = Platform.allCases.compactMap { platform -> String? in
            switch PlatformSupport.publicDocs.availability(of: type, on: platform) {
            case .since(let version): "\(platform.displayName) \(version)+"
            case .supported: platform.displayName
            case .unsupported: nil
            }
        }
        return names.count == 1 ? names[0] + " only" : names.joined(separator: ", ")
    }
}
