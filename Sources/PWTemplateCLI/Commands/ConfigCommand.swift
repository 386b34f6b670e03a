import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// `pwtemplate config [--effective] [--default] [<path>]`: the configuration that applies to a
/// path, or the defaults, as JSON on standard output.
struct ConfigCommand {
    var options: ConfigOptions
    var invocation: Invocation

    func run() -> ExitCode {
        guard !options.showDefaults else {
            return write(TemplateConfiguration(file: nil, templateAt: "/").jsonOutput(path: nil, kinds: invocation.kinds))
        }
        let path = options.path ?? "."
        var resolver = ConfigResolver(
            source: options.configuration.source(environment: invocation.environment), currentDirectory: invocation.currentDirectory, kinds: invocation.kinds)
        let absolute = resolver.absolutePath(of: path)
        let isFolder: Bool
        do {
            isFolder = try FileSystem.resolvedKind(of: absolute) == .directory
        } catch {
            invocation.standardError.write("error: no such file or folder: '\(path)'\n  See 'pwtemplate help config' for more information.\n")
            return .usage
        }
        do {
            let file = try resolver.file(forTemplateAt: path, isFolder: isFolder)
            let flags = options.configuration.flags(targets: options.targets)
            return write(TemplateConfiguration(file: file, templateAt: absolute, flags: flags).jsonOutput(path: path, kinds: invocation.kinds))
        } catch {
            invocation.standardError.write(error.rendered)
            return .usage
        }
    }

    private func write(_ output: JSONOutput) -> ExitCode {
        CLI.write(output.rendered(), to: invocation.standardOutput, invocation: invocation)
    }
}

extension ConfigError {
    /// The text for standard error: `file:line:column: error: message`, then where to read more.
    var rendered: String {
        let location = path + (position.map { ":\($0.line):\($0.column)" } ?? "")
        return "\(location): error: \(message)\n  See docs/configuration.md for every key of .pwtemplate.json.\n"
    }
}
