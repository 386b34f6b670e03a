import PWTemplateCLI
import PWTemplateSystem

CrashReporter.install()
let invocation = Invocation(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessContext.environment(),
    currentDirectory: FileSystem.currentDirectory(),
    standardOutput: StandardStream.output,
    standardError: StandardStream.error,
    readStandardInput: { () throws(FileSystemError) in
        try ProcessContext.readStandardInput(limit: 256 << 20)
    },
    readAvailableInput: { () throws(FileSystemError) in
        try StandardStream.input.readAvailable()
    }
)
ProcessContext.pinLocalTimeZone()
ProcessContext.exit(CLI.run(invocation).rawValue)
