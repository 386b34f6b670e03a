/// A parsed JSON document as one flat array of fixed-size records in document order, after
/// simdjson's tape: no object per value and no reference count per value. A record holds its
/// value's kind, its byte range in the text, and its place in the tree as indices (its parent,
/// and the index just past its last descendant, which is where its next sibling starts).
///
/// An object's members are pairs of records, a ``Record/Kind-swift.enum/key`` then the value.
/// Every string and name is decoded once, while parsing, into ``decodedStrings`` (reading one is
/// an index: the checks read the same names and texts many times over); a number keeps its
/// source text and is converted when read.
public final class JSONTape: Sendable {
    /// The text the byte ranges point into.
    public let text: SourceText
    let records: [Record]
    /// The decoded text of every string and member name, in document order.
    let decodedStrings: [String]
    /// Where the text lies when it is the decoded value of a string in another file.
    let origin: Origin?
    /// The overlay of a variant: string values read instead of the text's, by record index.
    let replacedStrings: JSONTapeOverlay

    init(text: SourceText, records: [Record], decodedStrings: [String], origin: Origin? = nil, replacedStrings: JSONTapeOverlay = JSONTapeOverlay()) {
        self.text = text
        self.records = records
        self.decodedStrings = decodedStrings
        self.origin = origin
        self.replacedStrings = replacedStrings
    }

    /// One value of the tape, or one member name.
    struct Record: Sendable {
        enum Kind: UInt8, Sendable {
            case object, array, key, string, number, `true`, `false`, null
        }

        var kind: Kind
        /// For an object the parser read, that no two of its members have the same name (an
        /// assembled object takes the flag of the object it is modelled on); false otherwise.
        var hasDistinctNames = false
        /// Byte offsets of the value's text (quotes included), from its first byte to just after its last.
        var start: UInt32
        var end: UInt32
        /// The index just past the last descendant: of the next sibling, or past the parent's end.
        var next: UInt32
        /// The index of the object or array that holds it; ``JSONTape/noParent`` for the root.
        var parent: UInt32
        /// For an object or array, its number of members or elements; for a string or name, its
        /// index in ``JSONTape/decodedStrings``; 0 for anything else.
        var payload: UInt32
    }

    static let noParent = UInt32.max

    /// The largest text the tape's 32-bit offsets can address.
    public static let maximumTextSize = Int(UInt32.max) - 1

    /// The index of the root value.
    static let rootIndex = 0
}

// MARK: JSON inside a string

extension JSONTape {
    /// Where the text of a tape lies in a file that holds it as a JSON string's value
    /// (`"data": "{\\"a\\": 1}"`): pointers continue the string's, and byte ranges are the
    /// characters in the file that each decoded byte was written as.
    package struct Origin: Sendable {
        /// The pointer of the string in the file.
        let pointer: String
        /// The file offset of each byte of the text, then that of the closing quote; empty when
        /// unknown, and every range is then the whole literal.
        let offsets: [Int]
        /// The string literal in the file, quotes included.
        let literal: Range<Int>

        package init(pointer: String, offsets: [Int], literal: Range<Int>) {
            self.pointer = pointer
            self.offsets = offsets
            self.literal = literal
        }

        /// The bytes of the file that byte range `range` of the text was written as.
        package func range(_ range: Range<Int>) -> Range<Int> {
            guard offsets.indices.contains(range.lowerBound), offsets.indices.contains(range.upperBound),
                  offsets[range.lowerBound] <= offsets[range.upperBound] else { return literal }
            return offsets[range.lowerBound]..<offsets[range.upperBound]
        }
    }

    /// This tape, its text lying at `origin` in another file.
    package func placed(at origin: Origin) -> JSONTape {
        JSONTape(text: text, records: records, decodedStrings: decodedStrings, origin: origin, replacedStrings: replacedStrings)
    }

    /// The range a finding on the record at `index` reports: in the file that holds the text.
    func reportedRange(at index: Int) -> Range<Int> {
        origin?.range(range(at: index)) ?? range(at: index)
    }

    /// The JSON Pointer of the record at `index`, from the parent indices.
    func pointer(of index: Int) -> String {
        var steps: [(parent: Int, child: Int)] = []
        var child = index
        while let parent = parent(of: child) {
            steps.append((parent, child))
            child = parent
        }
        var pointer = origin?.pointer ?? JSONPointer.root
        for (parent, child) in steps.reversed() {
            if kind(at: parent) == .object {
                pointer = JSONPointer.appending(string(at: child - 1), to: pointer)
            } else {
                pointer = JSONPointer.appending(children(of: parent).prefix { $0 != child }.count, to: pointer)
            }
        }
        return pointer
    }
}

// MARK: Reading records

extension JSONTape {
    func kind(at index: Int) -> Record.Kind { records[index].kind }

    func range(at index: Int) -> Range<Int> {
        let record = records[index]
        return Int(record.start)..<Int(record.end)
    }

    /// The index past the last descendant of the record at `index`.
    func next(after index: Int) -> Int { Int(records[index].next) }

    func parent(of index: Int) -> Int? {
        let parent = records[index].parent
        return parent == Self.noParent ? nil : Int(parent)
    }

    /// How many members or elements the object or array at `index` has.
    func count(at index: Int) -> Int { Int(records[index].payload) }

    /// The text of the string or member name at `index`, escapes decoded (a variant's own text
    /// for a string it replaces).
    func string(at index: Int) -> String {
        if let replaced = replacedStrings[index] { return replaced }
        return decodedStrings[Int(records[index].payload)]
    }

    /// The source text of the number at `index`.
    func numberText(at index: Int) -> String {
        text.bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[range(at: index)]), as: UTF8.self)
        }
    }


    /// The indices of the elements of the array at `index` (of the member names, for an object).
    func children(of index: Int) -> JSONTapeChildren {
        JSONTapeChildren(tape: self, first: index + 1, end: next(after: index), isObject: kind(at: index) == .object)
    }
}

/// The child records of one object or array: for an array each element, for an object each
/// member's name record (its value is the record after it).
struct JSONTapeChildren: Sequence, IteratorProtocol {
    let tape: JSONTape
    var first: Int
    let end: Int
    let isObject: Bool

    mutating func next() -> Int? {
        guard first < end else { return nil }
        defer { first = tape.next(after: isObject ? first + 1 : first) }
        return first
    }
}

/// The strings a variant reads instead of its base tape's: record indices in ascending order,
/// each with its text, found by binary search (a variant replaces a few strings of many).
struct JSONTapeOverlay: Sendable {
    private(set) var indices: [Int] = []
    private(set) var values: [String] = []

    /// Adds the text of the record at `index`, which lies after every record added before.
    mutating func append(_ value: String, at index: Int) {
        assert(indices.last.map { $0 < index } ?? true, "overlay indices out of order")
        indices.append(index)
        values.append(value)
    }

    subscript(index: Int) -> String? {
        guard !indices.isEmpty else { return nil }
        var low = 0
        var high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < indices.count && indices[low] == index ? values[low] : nil
    }
}
