import PWTemplateArchive

/// One file of a scaffold: its name at the template's root and its bytes.
public struct ScaffoldFile: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}
