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
        /// The members read so far, for repeated names (objects only).
        var members: [Member] = []
        /// The name of the member whose value is being read.
        var key = ""
        var keyRange = 0..<0
        /// The first member of each name, once the object is large.
        var firstMember = JSONNameTable()

        /// Appends `member` and returns the index of an earlier member with the same name.
        /// Small objects are searched directly; from 16 members on, through `firstMember`.
        mutating func append(_ member: Member) -> Int? {
            members.append(member)
            let index = members.count - 1
            guard index >= 16 else { return members[..<index].firstIndex { $0.key == member.key } }
            if firstMember.isEmpty {
                for earlier in 0..<index { _ = firstMember.firstIndex(of: earlier, in: members) }
            }
            return firstMember.firstIndex(of: index, in: members)
        }
    }

    /// A member of an open object: its name, and where its name and value are.
    struct Member {
        let key: String
        let keyRange: Range<Int>
        /// The index of the value's record.
        let value: Int
    }

    init(bytes: UnsafeBufferPointer<UInt8>, from start: Int, text: SourceText, maxDepth: Int) {
        self.bytes = bytes
        self.index = start
        self.text = text
        self.maxDepth = maxDepth
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
        let nameRange = start..<index
        let name = decoded ?? string(start + 1..<index - 1)
        append(.key, start: start, end: index, text: name)
        skipWhitespace()
        guard byte(at: index) == UInt8(ascii: ":") else { throw colonMistake(after: name) }
        index += 1
        skipWhitespace()
        stack[stack.count - 1].key = name
        stack[stack.count - 1].keyRange = nameRange
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
        return frame.record
    }

    /// Counts a finished value in the innermost array or object, noting a repeated member name.
    mutating func attach(_ value: Int) {
        let top = stack.count - 1
        stack[top].count += 1
        guard stack[top].isObject else { return }
        let member = Member(key: stack[top].key, keyRange: stack[top].keyRange, value: value)
        if let first = stack[top].append(member) {
            let members = stack[top].members
            let previous = members.dropLast().lastIndex { $0.key == member.key } ?? first
            problems.append(duplicate(member, of: members[first], previous: members[previous]))
        }
    }

    /// `member` repeats the name of `first`; `previous` is the last member of that name before
    /// it, which is removed when the two values are the same.
    func duplicate(_ member: Member, of first: Member, previous: Member) -> JSONProblem {
        let pointer = JSONPointer.appending(member.key, to: containerPointer)
        return JSONProblem(
            .duplicateKey,
            message: "duplicate key \"\(member.key)\"",
            hint: "keep one of them: Android uses the last value, iOS may use either",
            pointer: pointer,
            byteRange: member.keyRange,
            related: [JSONProblem.Related(message: "first defined here", pointer: pointer, byteRange: first.keyRange)],
            repair: sameValue(previous.value, member.value) ? duplicateRepair(removing: previous) : nil
        )
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
                ? JSONPointer.appending(frame.key, to: pointer)
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
