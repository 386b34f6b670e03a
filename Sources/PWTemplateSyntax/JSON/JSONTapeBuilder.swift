/// The core of ``JSONParser``: reads the bytes once, from left to right, and writes the
/// ``JSONTape``.
///
/// Open arrays and objects live on an explicit stack, so nesting depth never reaches the call
/// stack; each one's record is written when it opens and completed when it closes. Parsing
/// stops at the first syntax error; duplicate keys are collected on the way.
package struct JSONTapeBuilder {
    let bytes: UnsafeBufferPointer<UInt8>
    let text: SourceText
    let maxDepth: Int
    /// The next byte to read.
    var index: Int
    var stack: [Frame] = []
    var records: [JSONTape.Record] = []
    var decodedStrings: [String] = []
    /// Duplicate-key problems, in source order.
    var problems: [JSONProblem] = []

    /// An array or object whose closing bracket has not been read yet.
    struct Frame {
        let isObject: Bool
        /// Offset of the opening bracket.
        let start: Int
        /// The index of its record on the tape.
        let record: Int
        /// How many elements or members have been read.
        var count = 0
        /// The record of the name of the member whose value is being read (objects only).
        var name: Int?
        /// Whether a member repeated the name of an earlier one.
        var repeatsAName = false
        /// The first member of each name, once the object is large.
        var firstMember = JSONNameTable()
    }

    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, text: SourceText, maxDepth: Int) {
        self.bytes = bytes
        self.index = start
        self.text = text
        self.maxDepth = maxDepth
        // About a record per 8 bytes and a string per 16 in templates, so the arrays seldom
        // grow; capped, so a huge text of few values reserves little.
        records.reserveCapacity(min(bytes.count / 8 + 4, 1 << 14))
        decodedStrings.reserveCapacity(min(bytes.count / 16 + 4, 1 << 13))
    }

    var end: Int { bytes.count }

    /// The byte at `offset`, or `nil` past the end.
    func byte(at offset: Int) -> UInt8? {
        offset < end ? bytes[offset] : nil
    }

    /// Reads the whole text: one value surrounded by whitespace.
    mutating func parseDocument() throws(JSONParseFailure) -> JSONTape {
        skipWhitespace()
        guard index < end else {
            throw failure("the file is empty", hint: "a template file holds one JSON object, e.g. {}",
                          at: index..<index, pointer: JSONPointer.root)
        }
        try parseValue()
        skipWhitespace()
        guard index == end else { throw trailingContent() }
        return JSONTape(text: text, records: records, decodedStrings: decodedStrings)
    }

    /// Reads one value, nested arrays and objects included, without recursion.
    mutating func parseValue() throws(JSONParseFailure) {
        var expectation = "a JSON value"
        descend: while true {
            var node: Int
            switch byte(at: index) {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                guard stack.count < maxDepth else { throw tooDeep() }
                let record = append(isObject ? .object : .array, start: index, end: index)
                stack.append(Frame(isObject: isObject, start: index, record: record))
                index += 1
                skipWhitespace()
                if byte(at: index) == closer(isObject: isObject) {
                    index += 1
                    node = close()
                } else if isObject {
                    try readMemberName()
                    expectation = "a value after ':'"
                    continue descend
                } else {
                    expectation = "a value or ']'"
                    continue descend
                }
            default:
                node = try parseScalar(expecting: expectation)
            }
            ascend: while true {
                guard !stack.isEmpty else { return }
                attach(node)
                skipWhitespace()
                let isObject = stack[stack.count - 1].isObject
                switch byte(at: index) {
                case UInt8(ascii: ","):
                    let comma = index
                    index += 1
                    skipWhitespace()
                    if byte(at: index) == closer(isObject: isObject) { throw trailingComma(at: comma, isObject: isObject) }
                    if isObject {
                        try readMemberName()
                        expectation = "a value after ':'"
                    } else {
                        expectation = "a value after ','"
                    }
                    continue descend
                case closer(isObject: isObject):
                    index += 1
                    node = close()
                    continue ascend
                default:
                    throw separatorMistake(isObject: isObject)
                }
            }
        }
    }

    func closer(isObject: Bool) -> UInt8 {
        isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    }

    /// Reads `"name":` and the whitespace after it, and makes it the open object's current member.
    mutating func readMemberName() throws(JSONParseFailure) {
        guard byte(at: index) == UInt8(ascii: "\"") else { throw memberNameMistake() }
        let start = index
        let decoded = try readString(isMemberName: true)
        let name = decoded ?? string(start + 1..<index - 1)
        let nameRecord = append(.key, start: start, end: index, text: name)
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else { throw colonMistake(after: name) }
        index += 1
        skipWhitespace()
        stack[stack.count - 1].name = nameRecord
    }

    /// Reads a string, number or literal at `index` and returns its record's index.
    mutating func parseScalar(expecting expectation: String) throws(JSONParseFailure) -> Int {
        let start = index
        guard let first = byte(at: index) else { throw valueMistake(expecting: expectation) }
        switch first {
        case UInt8(ascii: "\""):
            let decoded = try readString(isMemberName: false)
            return append(.string, start: start, end: index, text: decoded ?? string(start + 1..<index - 1))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try readNumber()
            return append(.number, start: start, end: index)
        case _ where Self.isWordByte(first):
            let word = start..<wordEnd(from: start)
            let kind: JSONTape.Record.Kind
            if matches(word, "true") {
                kind = .true
            } else if matches(word, "false") {
                kind = .false
            } else if matches(word, "null") {
                kind = .null
            } else {
                throw barewordMistake(word, expecting: expectation)
            }
            index = word.upperBound
            return append(kind, start: start, end: index)
        default:
            throw valueMistake(expecting: expectation)
        }
    }

    /// Writes the record of a value or member name inside the innermost open array or object,
    /// with `text` as the decoded text of a string or name, and returns its index.
    @discardableResult
    mutating func append(_ kind: JSONTape.Record.Kind, start: Int, end: Int, text: String? = nil) -> Int {
        var payload: UInt32 = 0
        if let text {
            payload = UInt32(truncatingIfNeeded: decodedStrings.count)
            decodedStrings.append(text)
        }
        // The parser refuses texts past JSONTape.maximumTextSize, and each record spans at
        // least one byte of its own, so every offset and index fits 32 bits.
        records.append(JSONTape.Record(
            kind: kind, start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end),
            next: UInt32(truncatingIfNeeded: records.count + 1),
            parent: stack.last.map { UInt32(truncatingIfNeeded: $0.record) } ?? JSONTape.noParent,
            payload: payload))
        return records.count - 1
    }

    /// Closes the innermost array or object, `index` just past its closing bracket, and returns
    /// its record's index.
    mutating func close() -> Int {
        let frame = stack.removeLast()
        records[frame.record].end = UInt32(truncatingIfNeeded: index)
        records[frame.record].next = UInt32(truncatingIfNeeded: records.count)
        records[frame.record].payload = UInt32(truncatingIfNeeded: frame.count)
        records[frame.record].hasDistinctNames = frame.isObject && !frame.repeatsAName
        return frame.record
    }

    /// Counts a finished value in the innermost array or object, noting a repeated member name.
    mutating func attach(_ value: Int) {
        let top = stack.count - 1
        stack[top].count += 1
        guard stack[top].isObject, let name = stack[top].name else { return }
        // Small objects are searched directly; from 16 members on, a name's first time is found
        // through `firstMember`, and the object is searched only for a name seen before.
        var first: Int?
        if stack[top].count > 16 {
            if stack[top].firstMember.isEmpty {
                var earlier = stack[top].record + 1
                while earlier < name {
                    _ = stack[top].firstMember.firstName(like: earlier, records: records, strings: decodedStrings)
                    earlier = Int(records[earlier + 1].next)
                }
            }
            first = stack[top].firstMember.firstName(like: name, records: records, strings: decodedStrings)
            guard first != nil else { return }
        }
        guard let earlier = earlierNames(like: name, in: stack[top].record) else { return }
        stack[top].repeatsAName = true
        problems.append(duplicate(name, of: first ?? earlier.first, previous: earlier.last))
    }

    /// The name records of the first and the last member before the one named at `name`, in the
    /// object at `object`, with the same name; `nil` when the name is new.
    func earlierNames(like name: Int, in object: Int) -> (first: Int, last: Int)? {
        let text = recordText(name)
        var found: (first: Int, last: Int)?
        var earlier = object + 1
        while earlier < name {
            if recordText(earlier) == text { found = (found?.first ?? earlier, earlier) }
            earlier = Int(records[earlier + 1].next)
        }
        return found
    }

    /// The member named at `name` repeats the name at `first`; `previous` is the last member of
    /// that name before it, which is removed when the two values are the same.
    func duplicate(_ name: Int, of first: Int, previous: Int) -> JSONProblem {
        let key = recordText(name)
        let pointer = JSONPointer.appending(key, to: containerPointer)
        return JSONProblem(
            .duplicateKey,
            message: "duplicate key \"\(key)\"",
            hint: "keep one of them: Android uses the last value, iOS may use either",
            pointer: pointer,
            byteRange: recordRange(name),
            related: [JSONProblem.Related(message: "first defined here", pointer: pointer, byteRange: recordRange(first))],
            repair: sameValue(previous + 1, name + 1) ? duplicateRepair(removing: previous) : nil
        )
    }

    /// The bytes of the record at `index`.
    func recordRange(_ index: Int) -> Range<Int> {
        Int(records[index].start)..<Int(records[index].end)
    }

    /// The decoded text of the string or member name whose record is at `index`.
    func recordText(_ index: Int) -> String {
        decodedStrings[Int(records[index].payload)]
    }

    mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    // MARK: Pointers and failures

    /// The pointer of the value being read inside the innermost open array or object.
    var valuePointer: String { pointer(throughDepth: stack.count) }

    /// The pointer of the innermost open array or object (the root when none is open).
    var containerPointer: String { pointer(throughDepth: stack.count - 1) }

    private func pointer(throughDepth depth: Int) -> String {
        var pointer = JSONPointer.root
        for frame in stack.prefix(max(depth, 0)) {
            pointer = frame.isObject
                ? JSONPointer.appending(frame.name.map(recordText) ?? "", to: pointer)
                : JSONPointer.appending(frame.count, to: pointer)
        }
        return pointer
    }

    func failure(_ message: String, hint: String? = nil, at range: Range<Int>, pointer: String,
                 kind: JSONProblem.Kind = .syntax, repair: JSONProblem.Repair? = nil) -> JSONParseFailure {
        JSONParseFailure(problem: JSONProblem(kind, message: message, hint: hint, pointer: pointer, byteRange: range, repair: repair))
    }

    func tooDeep() -> JSONParseFailure {
        failure("arrays and objects are nested more than \(maxDepth) levels deep",
                hint: "no template needs this depth; pwtemplate stops here instead of overflowing the stack",
                at: index..<index + 1, pointer: valuePointer, kind: .tooDeep)
    }

    // MARK: Byte classes

    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// Letters, digits, `_` and `$`: the bytes of barewords such as `True` or `NaN`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    func wordEnd(from start: Int) -> Int {
        var offset = start
        while offset < end, Self.isWordByte(bytes[offset]) { offset += 1 }
        return offset
    }

    func matches(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount
            && UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual(
                UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The text of a byte range (the input is valid UTF-8).
    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
