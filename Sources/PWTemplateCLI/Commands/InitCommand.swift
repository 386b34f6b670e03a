import PWTemplateLint
import PWTemplateSystem

/// `pwtemplate init`: writes the starter `.pwtemplate.json` in the current folder, never over
/// an existing file.
struct InitCommand {
    var invocation: Invocation

    func run() -> ExitCode {
        let folder = invocation.currentDirectory
        let path = (folder.hasSuffix("/") ? folder : folder + "/") + ConfigFile.fileName
        do {
            try FileSystem.createNewFile(Array(StarterConfig.text(kinds: invocation.kinds).utf8), at: path)
        } catch where error.code == .alreadyExists {
            invocation.standardError.write(
                "error: \(ConfigFile.fileName) already exists; 'pwtemplate init' never overwrites it\n"
                    + "  Run 'pwtemplate config' to see what it sets.\n")
            return .usage
        } catch {
            invocation.standardError.write("error: cannot write \(ConfigFile.fileName): \(error.reason)\n")
            return .internalError
        }
        return CLI.write(
            "Created \(ConfigFile.fileName). For editor completion, save its schema next to it:\n"
                + "  pwtemplate schema --config > \(ConfigSchema.suggestedFileName)\n",
            to: invocation.standardOutput, invocation: invocation)
    }
}
