/// A parsed JSON document as one flat array of fixed-size records in document order, after
/// simdjson's tape: no object per value and no reference count per value. A record holds its
/// value's kind, its byte range in the text, and its place in the tree as indices (its parent,
/// and the index just past its last descendant, which is where its next sibling starts).
///
/// An object's members are pairs of records, a ``Record/Kind-swift.enum/key`` then the value.
/// Strings and numbers are byte ranges of the text: a string is decoded when it is read, from
/// its bytes, or from ``decodedStrings`` when it holds an escape; a number keeps its source text.
public final class JSONTape: Sendable {
    /// The text the byte ranges point into.
    public let text: SourceText
    let records: [Record]
    /// The decoded text of every string and member name that holds an escape, in document order.
    let decodedStrings: [String]
    /// Where the text lies when it is the decoded value of a string in another file.
    let origin: Origin?

    init(text: SourceText, records: [Record], decodedStrings: [String], origin: Origin? = nil) {
        self.text = text
        self.records = records
        self.decodedStrings = decodedStrings
        self.origin = origin
    }

    /// One value of the tape, or one member name.
    struct Record: Sendable {
        enum Kind: UInt8, Sendable {
            case object, array, key, string, number, `true`, `false`, null
        }

        var kind: Kind
        /// Byte offsets of the value's text (quotes included), from its first byte to just after its last.
        var start: UInt32
        var end: UInt32
        /// The index just past the last descendant: of the next sibling, or past the parent's end.
        var next: UInt32
        /// The index of the object or array that holds it; ``JSONTape/noParent`` for the root.
        var parent: UInt32
        /// For an object or array, its number of members or elements. For a string or name,
        /// its index in ``JSONTape/decodedStrings`` plus one when it holds an escape, else 0.
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
        JSONTape(text: text, records: records, decodedStrings: decodedStrings, origin: origin)
    }

    /// The range a finding on the record at `index` reports: in the file that holds the text.
    func reportedRange(at index: Int) -> Range<Int> {
        origin?.range(range(at: index)) ?? range(at: index)
    }

    /// The JSON Pointer of the record at `index`, from the parent indices.
    func pointer(of index: Int) -> String {
        var steps: [Int] = []
        var child = index
        while let parent = parent(of: child) {
            steps.append(child)
            child = parent
        }
        var pointer = origin?.pointer ?? JSONPointer.root
        for child in steps.reversed() {
            guard let parent = parent(of: child) else { continue }
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

    /// The text of the string or member name at `index`, escapes decoded.
    func string(at index: Int) -> String {
        let record = records[index]
        if record.payload > 0 { return decodedStrings[Int(record.payload) - 1] }
        return text.bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(record.start) + 1..<Int(record.end) - 1]), as: UTF8.self)
        }
    }

    /// The source text of the number at `index`.
    func numberText(at index: Int) -> String {
        text.bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[range(at: index)]), as: UTF8.self)
        }
    }

    /// Whether the string or member name at `index` reads `name`, compared without decoding
    /// when it holds no escape.
    func string(at index: Int, equals name: String) -> Bool {
        let record = records[index]
        if record.payload > 0 { return decodedStrings[Int(record.payload) - 1] == name }
        var name = name
        return name.withUTF8 { nameBytes in
            text.bytes.withUnsafeBufferPointer { buffer in
                UnsafeBufferPointer(rebasing: buffer[Int(record.start) + 1..<Int(record.end) - 1]).elementsEqual(nameBytes)
            }
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
