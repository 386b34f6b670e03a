import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The one template `resolve` and `l10n` show: a ``Template`` whose `native-config.json` parsed
/// to an object, with `pushwoosh.json` when that can be read.
struct LoadedTemplate {
    var template: Template
    /// The root object of `native-config.json`.
    var configRoot: JSONNode
    /// Why `template.localization` cannot be used: `'promo' has no pushwoosh.json`, or what is
    /// wrong with it; `nil` when it can.
    var noLocalizationReason: String?

    /// Reads the template `path` names; a failure says what `command` cannot show.
    init(_ path: String, command: CommandSpec, invocation: Invocation) throws(CommandFailure) {
        let template: Template
        do {
            template = try Template.open(path, currentDirectory: invocation.currentDirectory) { () throws(FileSystemError) in
                try invocation.readStandardInput()
            }
        } catch {
            switch error {
            case .discovery, .notATemplate:
                throw CommandFailure(.usage, "\(error)".terminalSafe + "\n  See 'pwtemplate help \(command.name)' for more information.")
            case .unreadable:
                throw CommandFailure(.findings, "\(error)".terminalSafe)
            }
        }
        self.template = template
        let lintHint = "  Run 'pwtemplate lint \(path.terminalSafe)' to see every problem."
        let containerFindings = template.contents.diagnostics
        guard let config = template.nativeConfig else {
            if template.contents.isHTMLTemplate {
                throw CommandFailure(.findings, "'\(template.path.terminalSafe)' is an HTML rich-media template (index.html, no native-config.json); "
                    + "'\(command.name)' shows native templates only")
            }
            let errors = containerFindings.filter { $0.severity == .error }
            let problem = errors.first { $0.location.entry == .nativeConfig } ?? errors.first
            let message = problem.map { Self.located($0, in: template) } ?? "'\(template.path.terminalSafe)' has no native-config.json"
            throw CommandFailure(.findings, message + "\n" + lintHint)
        }
        guard let root = Self.objectRoot(of: config) else {
            throw CommandFailure(.findings, Self.located(Self.firstError(in: config), in: template, entry: .nativeConfig) + "\n" + lintHint)
        }
        configRoot = root
        if let document = template.pushwoosh {
            if Self.objectRoot(of: document) == nil {
                noLocalizationReason = Self.located(Self.firstError(in: document), in: template, entry: .pushwoosh)
            }
        } else if let problem = containerFindings.first(where: { $0.location.entry == .pushwoosh }) {
            noLocalizationReason = Self.located(problem, in: template)
        } else {
            noLocalizationReason = "'\(template.path.terminalSafe)' has no pushwoosh.json"
        }
    }

    /// The model of `pushwoosh.json`, when it can be used (see ``noLocalizationReason``).
    var localization: LocalizationFile? {
        noLocalizationReason == nil ? template.localization : nil
    }

    /// The root, when the document parsed to an object (the only root either SDK accepts).
    private static func objectRoot(of document: JSONDocument) -> JSONNode? {
        guard let root = document.root, case .object = root.value else { return nil }
        return root
    }

    /// The finding that explains why a document has no object root.
    private static func firstError(in document: JSONDocument) -> Diagnostic {
        document.diagnostics.first { $0.severity == .error }
            ?? Diagnostic(rule: .jsonRootNotObject, message: "the root value is not an object")
    }

    /// `promo.zip!/native-config.json:2:25: message`; `entry` names the file of a finding without one.
    private static func located(_ diagnostic: Diagnostic, in template: Template, entry: EntryName? = nil) -> String {
        let name = diagnostic.location.entry ?? entry
        let file = template.displayPath(ofEntry: name)
        let text = name == .nativeConfig ? template.nativeConfig?.text : name == .pushwoosh ? template.pushwoosh?.text : nil
        let position = diagnostic.location.range?.lineColumns(in: text).map { ":\($0.start.line):\($0.start.column)" } ?? ""
        return (file + position + ": " + diagnostic.message).terminalSafe
    }
}

/// A command that cannot run to its end: what it says on standard error, and its exit code.
struct CommandFailure: Error {
    var code: ExitCode
    /// The text after `error: `, possibly with indented hint lines.
    var message: String

    init(_ code: ExitCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Writes the message to standard error and returns the exit code.
    func report(to invocation: Invocation) -> ExitCode {
        invocation.standardError.write("error: \(message)\n")
        return code
    }
}
