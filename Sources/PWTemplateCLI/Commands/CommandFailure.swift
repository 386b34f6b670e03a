import PWTemplateLint
import PWTemplateNative
import PWTemplateSystem

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

extension TemplateOpenError {
    /// What a command that shows one document says when `path` names none: a usage error for
    /// a path that is not a document, a finding for one that cannot be read.
    func failure(command: CommandSpec) -> CommandFailure {
        switch self {
        case .discovery, .notATemplate:
            CommandFailure(.usage, "\(self)".terminalSafe + "\n  See 'pwtemplate help \(command.name)' for more information.")
        case .unreadable:
            CommandFailure(.findings, "\(self)".terminalSafe)
        }
    }

    /// Writes ``failure(command:)`` and returns its exit code.
    func report(to invocation: Invocation, command: CommandSpec) -> ExitCode {
        failure(command: command).report(to: invocation)
    }
}

extension ResolveRefusal {
    /// The message, each line safe for a terminal.
    var terminalSafeMessage: String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }.joined(separator: "\n")
    }
}

extension LoadedTemplate {
    /// Opens the native template `path` names for `command`.
    init(opening path: String, command: CommandSpec, invocation: Invocation) throws(CommandFailure) {
        let template: Template
        do {
            template = try Template.open(path, currentDirectory: invocation.currentDirectory) { () throws(FileSystemError) in
                try invocation.readStandardInput()
            }
        } catch {
            throw error.failure(command: command)
        }
        do {
            try self.init(template, command: command.name, path: path)
        } catch {
            throw CommandFailure(.findings, error.terminalSafeMessage)
        }
    }
}
