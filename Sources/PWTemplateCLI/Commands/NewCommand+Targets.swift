import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// How `new` makes a plain `lint` of a scaffold lint it for the targets it needs: an
/// `overrides` entry in the nearest `.pwtemplate.json`, or a new one beside the scaffold.
extension NewCommand {
    /// What was done: the line for the output, and the `--target` options the `lint` command
    /// shown needs when nothing could be written.
    struct TargetsOutcome: Equatable {
        var note: String?
        var lintOptions: [String] = []
    }

    /// Settles `needed` for the scaffold at `path` (absolute); `isFolder`: a template folder.
    func settle(_ needed: ScaffoldTargets, at path: String, isFolder: Bool) -> TargetsOutcome {
        if invocation.environment[ConfigurationOptions.environmentVariable] != nil {
            return advice(needed, .default, "\(ConfigurationOptions.environmentVariable) names the configuration, so it was left alone")
        }
        var visited: [String: String?] = [:]
        let start = isFolder ? path : FilePath.parent(of: path)
        guard let configPath = ConfigResolver.nearestFile(from: start, cache: &visited, exists: FileSystem.exists) else {
            return create(needed, beside: path)
        }
        let shown = displayed(configPath)
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(configPath, limit: 1 << 20)
        } catch {
            return warning(needed, "cannot read \(shown): \(error.reason)")
        }
        let file: ConfigFile
        do {
            file = try ConfigFile.parse(bytes, path: configPath, displayPath: shown, origin: .discovered, kinds: invocation.kinds)
        } catch {
            return warning(needed, "\(error)")
        }
        let selection = TemplateConfiguration(file: file, templateAt: path).lint.targets
        guard !needed.isMet(by: selection) else { return TargetsOutcome() }
        guard let relative = file.relativePath(of: path), let edit = TargetOverrideEdit(path: relative, targets: needed.targets(changing: selection)),
            let edited = edit.inserted(into: bytes), meets(needed, edited, at: path, configPath: configPath)
        else {
            return advice(needed, selection, "\(shown) could not take an override for '\(displayed(path))'")
        }
        do {
            try FileSystem.writeFileAtomically(edited, to: configPath)
        } catch {
            return warning(needed, "cannot write \(shown): \(error.reason)")
        }
        return TargetsOutcome(note: "Added an override to \(shown): \(description(of: edit, needed))")
    }

    /// A new `.pwtemplate.json` in the scaffold's parent folder (never inside a template).
    private func create(_ needed: ScaffoldTargets, beside path: String) -> TargetsOutcome {
        let folder = FilePath.parent(of: path)
        let configPath = FilePath.join(folder, ConfigFile.fileName)
        let shown = displayed(configPath)
        guard let relative = FilePath.relative(path, to: folder),
            let edit = TargetOverrideEdit(path: relative, targets: needed.targets(changing: .default)),
            meets(needed, Array(edit.newFile.utf8), at: path, configPath: configPath)
        else {
            return advice(needed, .default, "'\(displayed(path))' cannot be named in a configuration file")
        }
        do {
            try FileSystem.createNewFile(Array(edit.newFile.utf8), at: configPath)
        } catch {
            return warning(needed, "cannot write \(shown): \(error.reason)")
        }
        return TargetsOutcome(note: "Created \(shown): \(description(of: edit, needed))")
    }

    /// Whether the configuration text `bytes`, at `configPath`, lints the scaffold at `path` as needed.
    private func meets(_ needed: ScaffoldTargets, _ bytes: [UInt8], at path: String, configPath: String) -> Bool {
        guard let file = try? ConfigFile.parse(bytes, path: configPath, displayPath: configPath, origin: .discovered, kinds: invocation.kinds) else { return false }
        return needed.isMet(by: TemplateConfiguration(file: file, templateAt: path).lint.targets)
    }

    private func description(of edit: TargetOverrideEdit, _ needed: ScaffoldTargets) -> String {
        "\(edit.path) is linted for \(edit.targets.map(\.description).joined(separator: ", ")) (\(needed.reason))."
    }

    private func advice(_ needed: ScaffoldTargets, _ selection: TargetSelection, _ why: String) -> TargetsOutcome {
        let options = needed.targets(changing: selection).flatMap { ["--target", $0.description] }
        return TargetsOutcome(note: "Lint it with \(options.joined(separator: " ")) (\(needed.reason)); \(why).", lintOptions: options)
    }

    private func warning(_ needed: ScaffoldTargets, _ problem: String) -> TargetsOutcome {
        invocation.standardError.write("warning: \(problem.terminalSafe); the scaffold's targets were not written\n")
        return advice(needed, .default, "the configuration was left alone")
    }

    /// `path` as the output shows it: relative to the current folder when inside it.
    private func displayed(_ path: String) -> String {
        FilePath.display(path, from: invocation.currentDirectory)
    }
}
