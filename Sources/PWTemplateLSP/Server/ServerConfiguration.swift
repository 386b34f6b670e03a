import PWTemplateLint
import PWTemplateSyntax

/// What the command line gives the server: its identity, where rule documentation lives and
/// where configuration comes from.
public struct ServerConfiguration: Sendable {
    /// `serverInfo.version` of the `initialize` result.
    public var version: String
    /// The address of a rule's documentation (`codeDescription.href`).
    public var ruleURL: @Sendable (Rule) -> String
    /// The configuration of each template, as `lint` finds it.
    public var configSource: ConfigResolver.Source
    /// The folder a relative configuration path is resolved against.
    public var currentDirectory: String
    /// The kinds of document, asked which of them owns a document URI.
    public var kinds: KindRegistry

    public init(
        version: String, ruleURL: @escaping @Sendable (Rule) -> String, configSource: ConfigResolver.Source = .discover,
        currentDirectory: String = "/", kinds: KindRegistry
    ) {
        self.version = version
        self.ruleURL = ruleURL
        self.configSource = configSource
        self.currentDirectory = currentDirectory
        self.kinds = kinds
    }
}

/// The streams of the server: a blocking read of what input is available (empty at its end),
/// a write of framed bytes (`false` when the client is gone) and a log line on standard error.
public struct ServerStreams: Sendable {
    public var read: @Sendable () -> [UInt8]
    public var write: @Sendable ([UInt8]) -> Bool
    public var log: @Sendable (String) -> Void

    public init(read: @escaping @Sendable () -> [UInt8], write: @escaping @Sendable ([UInt8]) -> Bool, log: @escaping @Sendable (String) -> Void) {
        self.read = read
        self.write = write
        self.log = log
    }
}
