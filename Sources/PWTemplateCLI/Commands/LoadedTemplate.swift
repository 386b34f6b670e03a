import PWTemplateCore

/// The one template `resolve` and `l10n` show, with its JSON files parsed: `native-config.json`
/// (an object), and `pushwoosh.json` when it can be read.
struct LoadedTemplate {
    var source: TemplateSource
    /// `native-config.json`.
    var config: JSONDocument
    /// The root object of `native-config.json`.
    var configRoot: JSONNode
    /// The two keys of `pushwoosh.json` the SDKs read; `nil` when it is absent or unreadable.
    var localization: LocalizationFile?
    /// Why `localization` is `nil`: `'promo' has no pushwoosh.json`, or what is wrong with it.
    var noLocalizationReason: String?

    /// Reads and parses the template `path` names; a failure says what `command` cannot show.
    init(_ path: String, command: CommandSpec, invocation: Invocation) throws(CommandFailure) {
        let source: TemplateSource
        do {
            source = try TemplateSource.open(path, currentDirectory: invocation.currentDirectory) { () throws(FileSystemError) in
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
        self.source = source
        let lintHint = "  Run 'pwtemplate lint \(path.terminalSafe)' to see every problem."
        let contents = source.contents
        guard let configBytes = contents.nativeConfig else {
            if contents.isHTMLTemplate {
                throw CommandFailure(.findings, "'\(source.path.terminalSafe)' is an HTML rich-media template (index.html, no native-config.json); "
                    + "'\(command.name)' shows native templates only")
            }
            let problem = contents.diagnostics.first { $0.severity == .error && $0.location.entry == .nativeConfig }
                ?? contents.diagnostics.first { $0.severity == .error }
            let message = problem.map { Self.located($0, in: source) } ?? "'\(source.path.terminalSafe)' has no native-config.json"
            throw CommandFailure(.findings, message + "\n" + lintHint)
        }
        config = JSONParser.parse(configBytes)
        guard let root = Self.objectRoot(of: config) else {
            throw CommandFailure(.findings, Self.located(Self.firstError(in: config), in: source, entry: .nativeConfig) + "\n" + lintHint)
        }
        configRoot = root
        if let bytes = contents.pushwoosh {
            let document = JSONParser.parse(bytes)
            if let root = Self.objectRoot(of: document) {
                localization = LocalizationFile(root: root)
            } else {
                noLocalizationReason = Self.located(Self.firstError(in: document), in: source, entry: .pushwoosh)
            }
        } else if let problem = contents.diagnostics.first(where: { $0.location.entry == .pushwoosh }) {
            noLocalizationReason = Self.located(problem, in: source)
        } else {
            noLocalizationReason = "'\(source.path.terminalSafe)' has no pushwoosh.json"
        }
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
    private static func located(_ diagnostic: Diagnostic, in source: TemplateSource, entry: EntryName? = nil) -> String {
        let file = (diagnostic.location.entry ?? entry).map(source.displayPath(ofEntry:)) ?? source.path
        let position = diagnostic.location.range.map { ":\($0.start.line):\($0.start.column)" } ?? ""
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
