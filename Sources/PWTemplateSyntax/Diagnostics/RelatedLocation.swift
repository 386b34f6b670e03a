/// Another place that matters for a finding, e.g. the first occurrence of a duplicate key.
public struct RelatedLocation: Sendable, Hashable {
    public var message: String
    /// Where it is; without an entry it is in the finding's own entry.
    public var location: Location

    public init(message: String, entry: EntryName? = nil, pointer: String? = nil, range: SourceRange? = nil) {
        self.message = message
        location = Location(entry: entry, pointer: pointer, range: range)
    }
}
