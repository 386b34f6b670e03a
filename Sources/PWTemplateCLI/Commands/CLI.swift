import PWTemplateSystem

/// The pwtemplate command line, runnable in-process: arguments, environment and streams come
/// from the ``Invocation``, and the exit code is returned, never passed to `exit`.
public enum CLI {
    /// Runs one command and returns its exit code.
    public static func run(_ invocation: Invocation) -> ExitCode {
        let command: ParsedCommand
        do {
            command = try CommandLineParser.parse(invocation.arguments, kinds: invocation.kinds) { path in
                FileSystem.exists(path.hasPrefix("/") ? path : invocation.currentDirectory + "/" + path)
            }
        } catch {
            invocation.standardError.write(error.rendered)
            return .usage
        }
        switch command {
        case .help(let text):
            return write(text, to: invocation.standardOutput, invocation: invocation)
        case .version:
            return write(ToolInfo.versionLine + "\n", to: invocation.standardOutput, invocation: invocation)
        case .lint(let options):
            return LintCommand(options: options, invocation: invocation).run()
        case .fmt(let options):
            return FmtCommand(options: options, invocation: invocation).run()
        case .rules(let options):
            return RulesCommand(options: options, invocation: invocation).run()
        case .explain(let options):
            return ExplainCommand(options: options, invocation: invocation).run()
        case .schema(let options):
            return SchemaCommand(options: options, invocation: invocation).run()
        case .config(let options):
            return ConfigCommand(options: options, invocation: invocation).run()
        case .initialize:
            return InitCommand(invocation: invocation).run()
        case .resolve(let options):
            return ResolveCommand(options: options, invocation: invocation).run()
        case .l10n(let options):
            return L10nCommand(options: options, invocation: invocation).run()
        case .new(let options):
            return NewCommand(options: options, invocation: invocation).run()
        case .preview(let options):
            return PreviewCommand(options: options, invocation: invocation).run()
        case .pack(let options):
            return PackCommand(options: options, invocation: invocation).run()
        case .unpack(let options):
            return UnpackCommand(options: options, invocation: invocation).run()
        case .lsp:
            return LspCommand(invocation: invocation).run()
        case .completion(let options):
            return CompletionCommand(options: options, invocation: invocation).run()
        }
    }

    /// Writes command output; a destination that refuses it is an internal error (exit 3).
    static func write(_ text: String, to sink: any OutputSink, invocation: Invocation) -> ExitCode {
        if sink.write(text) { return .success }
        invocation.standardError.write("error: cannot write the output (closed pipe or full disk)\n")
        return .internalError
    }
}
