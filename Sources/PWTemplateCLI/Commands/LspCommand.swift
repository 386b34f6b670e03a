import PWTemplateLSP
import PWTemplateSystem

/// `pwtemplate lsp`: the language server on standard input and output, until the client ends it.
struct LspCommand {
    var invocation: Invocation

    func run() -> ExitCode {
        let invocation = self.invocation
        let configuration = ServerConfiguration(
            version: ToolInfo.version,
            ruleURL: { $0.helpURL },
            configSource: ConfigurationOptions().source(environment: invocation.environment),
            currentDirectory: invocation.currentDirectory,
            kinds: invocation.kinds)
        let streams = ServerStreams(
            read: { () -> [UInt8] in
                do throws(FileSystemError) {
                    return try invocation.readAvailableInput()
                } catch {
                    invocation.standardError.write("pwtemplate lsp: cannot read standard input: \(error.reason)\n")
                    return []
                }
            },
            write: { invocation.standardOutput.write(String(decoding: $0, as: UTF8.self)) },
            log: { invocation.standardError.write($0 + "\n") })
        let code = LanguageServer(configuration: configuration, streams: streams).run()
        return code == 0 ? .success : .findings
    }
}
