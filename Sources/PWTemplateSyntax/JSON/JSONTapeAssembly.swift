/// A tape assembled from values of another tape: whole values copied record by record, and
/// objects and arrays opened and closed around them, member by member. The text, the string
/// table and the origin are shared, and a variant's replaced strings come along, so nothing is
/// decoded again and no tree is built: what the `dark` overlay's merged block is written as.
package struct JSONTapeAssembly {
    private let source: JSONTape
    private var records: [JSONTape.Record] = []
    private var replaced = JSONTapeOverlay()
    /// The record indices of the open objects and arrays, innermost last.
    private var open: [Int] = []

    /// An empty assembly of values of `source`.
    package init(of source: JSONTape) {
        self.source = source
    }

    /// Copies `value`, a value of the source tape, with everything in it: the next element of
    /// the open array, the value of the member just named, or the root.
    package mutating func copy(_ value: JSONCursor) {
        precondition(value.tape === source, "a value of another tape")
        countElement()
        let first = value.index
        let base = records.count
        for index in first..<source.next(after: first) {
            var record = source.records[index]
            record.next = Self.index(base + Int(record.next) - first)
            record.parent = index == first ? openParent : Self.index(base + Int(record.parent) - first)
            appendRecord(record, from: index)
        }
    }

    /// Opens an object with the byte range of `object` (a value of the source tape) and, when
    /// it is an object whose names are distinct, that flag: members follow, each a ``name(of:)``
    /// then its value, until ``close()``.
    package mutating func openObject(like object: JSONCursor) {
        open(.object, like: object)
        records[records.count - 1].hasDistinctNames = object.hasDistinctNames
    }

    /// Opens an array with the byte range of `array` (a value of the source tape): its
    /// elements follow until ``close()``.
    package mutating func openArray(like array: JSONCursor) {
        open(.array, like: array)
    }

    /// Names the next member of the open object after `member`'s name in the source tape.
    package mutating func name(of member: JSONCursor.Member) {
        precondition(member.value.tape === source, "a member of another tape")
        guard let object = open.last, records[object].kind == .object else { preconditionFailure("a name outside an object") }
        records[object].payload += 1
        let index = member.value.index - 1
        var record = source.records[index]
        record.next = Self.index(records.count + 1)
        record.parent = Self.index(object)
        appendRecord(record, from: index)
    }

    /// Closes the innermost open object or array.
    package mutating func close() {
        let container = open.removeLast()
        records[container].next = Self.index(records.count)
    }

    /// The assembled tape; every object and array must be closed.
    package func tape() -> JSONTape {
        precondition(open.isEmpty && !records.isEmpty, "an unfinished assembly")
        return JSONTape(text: source.text, records: records, decodedStrings: source.decodedStrings,
                        origin: source.origin, replacedStrings: replaced)
    }

    private mutating func open(_ kind: JSONTape.Record.Kind, like value: JSONCursor) {
        precondition(value.tape === source, "a value of another tape")
        countElement()
        let model = source.records[value.index]
        records.append(JSONTape.Record(kind: kind, start: model.start, end: model.end, next: 0, parent: openParent, payload: 0))
        open.append(records.count - 1)
    }

    /// Counts a value about to be written as an element of the open array (a member's value is
    /// counted with its name).
    private mutating func countElement() {
        if let container = open.last, records[container].kind == .array { records[container].payload += 1 }
    }

    private mutating func appendRecord(_ record: JSONTape.Record, from index: Int) {
        if record.kind == .string || record.kind == .key, let text = source.replacedStrings[index] {
            replaced.append(text, at: records.count)
        }
        records.append(record)
    }

    private var openParent: UInt32 {
        open.last.map(Self.index) ?? JSONTape.noParent
    }

    /// A record index as stored: 32 bits hold it while the assembly is no larger than a tape the
    /// parser accepts (the merged `dark` block is smaller than the tape it comes from).
    private static func index(_ value: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: value)
    }
}
