import PWTemplateSyntax

/// What `resolve` asks of a kind: which device to resolve a document for, and how to print it.
public struct ResolveRequest: Sendable, Equatable {
    /// How the result is printed.
    public enum Format: Sendable, Equatable {
        /// The kind's readable form (native templates print JSON either way).
        case text
        /// JSON.
        case json
    }

    /// The device language (`--language`); `nil` lets the kind choose.
    public var language: String?
    /// The platform (`--platform`); `nil` lets the kind choose and say where another differs.
    public var platform: Platform?
    /// The targeted releases (`--target`).
    public var targets: TargetSelection
    public var format: Format
    /// The document's path as given, for the `lint` command a refusal suggests; `nil` is its
    /// display path.
    public var givenPath: String?

    public init(
        language: String? = nil, platform: Platform? = nil, targets: TargetSelection = .default, format: Format = .text, givenPath: String? = nil
    ) {
        self.givenPath = givenPath
        self.language = language
        self.platform = platform
        self.targets = targets
        self.format = format
    }
}

/// What `resolve` prints: the output, and notes for standard error.
public struct ResolvedDocument: Sendable, Equatable {
    /// Standard output, ending in a newline.
    public var output: String
    /// One line each, without `note: `.
    public var notes: [String]

    public init(output: String, notes: [String] = []) {
        self.output = output
        self.notes = notes
    }
}

/// Why a document cannot be resolved: the text after `error: `, with indented hint lines.
public struct ResolveRefusal: Error, Sendable, Equatable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
