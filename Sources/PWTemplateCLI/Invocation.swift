import PWTemplateKinds
import PWTemplateLint
import PWTemplateSystem

/// Everything a run of the CLI touches outside itself, injected so tests run it in-process.
public struct Invocation: Sendable {
    /// The arguments after the program name.
    public var arguments: [String]
    public var environment: [String: String]
    /// The current folder, used to resolve relative paths and as the default lint target.
    public var currentDirectory: String
    public var standardOutput: any OutputSink
    public var standardError: any OutputSink
    /// Reads all of standard input (the `-` path).
    public var readStandardInput: @Sendable () throws(FileSystemError) -> [UInt8]
    /// Reads what standard input has now, waiting for at least a byte; empty at its end (the
    /// language server reads its messages so).
    public var readAvailableInput: @Sendable () throws(FileSystemError) -> [UInt8]
    /// The kinds of document the commands know (tests inject a registry with a kind of their own).
    public var kinds: KindRegistry

    public init(
        arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: String,
        standardOutput: any OutputSink,
        standardError: any OutputSink,
        readStandardInput: @escaping @Sendable () throws(FileSystemError) -> [UInt8] = { [] },
        readAvailableInput: @escaping @Sendable () throws(FileSystemError) -> [UInt8] = { [] },
        kinds: KindRegistry = .standard
    ) {
        self.arguments = arguments
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.readAvailableInput = readAvailableInput
        self.kinds = kinds
    }
}
