/// The text of each parsed entry of a template, by entry name: what gives findings their lines
/// and columns and code frames their lines. A template has a handful of entries, so they are
/// kept in a list and found by comparing names; a dictionary keyed by entry name cost each run
/// its first-use type metadata and conformance lookups (about 0.15 M instructions).
public struct EntrySources: Sendable, ExpressibleByDictionaryLiteral {
    /// The names of the entries, in the order they were added.
    public private(set) var names: [EntryName] = []
    private var texts: [SourceText] = []

    public init() {}

    public init(dictionaryLiteral elements: (EntryName, SourceText)...) {
        for (name, text) in elements { self[name] = text }
    }

    public var isEmpty: Bool { names.isEmpty }

    /// The text of `name`; setting `nil` removes it.
    public subscript(name: EntryName) -> SourceText? {
        get { names.firstIndex(of: name).map { texts[$0] } }
        set {
            if let index = names.firstIndex(of: name) {
                if let newValue {
                    texts[index] = newValue
                } else {
                    names.remove(at: index)
                    texts.remove(at: index)
                }
            } else if let newValue {
                names.append(name)
                texts.append(newValue)
            }
        }
    }

    /// The entries whose name and text satisfy `isIncluded`.
    public func filter(_ isIncluded: (EntryName, SourceText) -> Bool) -> EntrySources {
        var kept = EntrySources()
        for (name, text) in zip(names, texts) where isIncluded(name, text) { kept[name] = text }
        return kept
    }
}
