/// The options of `unpack`.
public struct UnpackOptions: Sendable, Equatable {
    /// The archive, as given.
    public var archive: String
    /// The folder to extract into (the positional `<folder>` or `-o`/`--output`); `nil` means
    /// the archive's name without `.zip`, beside it.
    public var folder: String?
    /// A folder that is not empty is written into.
    public var force: Bool

    public init(archive: String, folder: String? = nil, force: Bool = false) {
        self.archive = archive
        self.folder = folder
        self.force = force
    }

    /// Reads bound `unpack` arguments (the parser has checked the archive is there). The
    /// folder may be given as `<folder>` or `--output`, or both when they name the same folder.
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        let positional = parsed.positionals.dropFirst().first
        let output = parsed.values(of: .unpackOutput).first
        if let positional, let output, Self.segments(positional) != Self.segments(output) {
            throw .conflictingOptions("--output \(output)", positional, reason: "both name the folder to extract into, and they differ; give one")
        }
        self.init(archive: parsed.positionals[0], folder: output ?? positional, force: parsed.isSet(.unpackForce))
    }

    /// The segments of `path` without `.` and empty ones: `./work/edit/` and `work/edit` are
    /// the same folder.
    private static func segments(_ path: String) -> [Substring] {
        (path.hasPrefix("/") ? ["/"] : []) + path.split(separator: "/").filter { $0 != "." }
    }
}
