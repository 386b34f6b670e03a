/// The options of `unpack`.
public struct UnpackOptions: Sendable, Equatable {
    /// The archive, as given.
    public var archive: String
    /// The folder to extract into; `nil` means the archive's name without `.zip`, beside it.
    public var folder: String?
    /// A folder that is not empty is written into.
    public var force: Bool

    public init(archive: String, folder: String? = nil, force: Bool = false) {
        self.archive = archive
        self.folder = folder
        self.force = force
    }

    /// Reads bound `unpack` arguments (the parser has checked the archive is there).
    init(_ parsed: ParsedArguments) {
        self.init(archive: parsed.positionals[0], folder: parsed.positionals.dropFirst().first, force: parsed.isSet(.unpackForce))
    }
}
