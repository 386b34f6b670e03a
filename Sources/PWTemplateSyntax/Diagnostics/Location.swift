/// Where a finding is: the file of the template, the JSON value in it and the text it spans.
/// Each part is optional (a finding about the whole archive has none).
public struct Location: Sendable, Hashable {
    /// The file inside the template (`native-config.json`, `images/x.png`).
    public var entry: EntryName?
    /// The JSON value, as an RFC 6901 JSON Pointer (`/modal/image`).
    public var pointer: String?
    /// The bytes of `entry` the finding spans.
    public var range: SourceRange?

    public init(entry: EntryName? = nil, pointer: String? = nil, range: SourceRange? = nil) {
        self.entry = entry
        self.pointer = pointer
        self.range = range
    }
}
