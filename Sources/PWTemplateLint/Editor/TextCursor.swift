import PWTemplateArchive
import PWTemplateSyntax

/// Where a cursor stands in a JSON text that may be half typed (`{"modal": {"ti`, no closing
/// quote or brace): at a member name or a value, inside which objects and arrays, and which
/// names the innermost object already has. One scan from the start of the text, tolerant of
/// anything (comments, missing commas, junk), linear in the text's length, without recursion.
package struct TextCursor {
    package enum Role: Equatable {
        /// Where a member name goes (the innermost container is an object).
        case key
        /// Where a value goes: a member's value or an array element.
        case value
        /// Anywhere else: after a value, inside a comment, between a name and its colon.
        case other
    }

    package var role: Role
    /// For a key: the path of the object that gets it; for a value: the path of the value.
    package var path: [FieldLocation.Step]
    /// The token the cursor is in (a string from its opening quote, through its closing quote
    /// when it has one on that line; a bare word), or an empty range at the cursor.
    package var token: Range<Int>
    /// Whether the token is a string, so a replacement writes its quotes.
    package var isQuoted: Bool
    /// Whether the string token closes on its line.
    package var isClosed: Bool
    /// The names the innermost object has, the one being typed excluded.
    package var presentKeys: [String]
    /// The last string `displayType` of the root object.
    package var displayType: String?

    /// Whether a completion of the member name at the cursor replaces only the name: its string
    /// closes on its line and a colon follows it in `bytes` (the text scanned), blanks between.
    package func replacesNameOnly(in bytes: [UInt8]) -> Bool {
        guard isClosed else { return false }
        var index = token.upperBound
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: ":")
    }

    /// The cursor at byte `offset` of `bytes`.
    package init(bytes: [UInt8], offset: Int) {
        var scan = Scan(bytes: bytes, offset: min(max(offset, 0), bytes.count))
        scan.run()
        self = scan.result ?? TextCursor(role: .other, path: [], token: offset..<offset, isQuoted: false, isClosed: false,
                                         presentKeys: [], displayType: scan.displayType)
        displayType = scan.displayType
        presentKeys = scan.capturedKeys
    }

    private init(role: Role, path: [FieldLocation.Step], token: Range<Int>, isQuoted: Bool, isClosed: Bool,
                 presentKeys: [String], displayType: String?) {
        self.role = role
        self.path = path
        self.token = token
        self.isQuoted = isQuoted
        self.isClosed = isClosed
        self.presentKeys = presentKeys
        self.displayType = displayType
    }

    /// The state machine of the scan.
    private struct Scan {
        enum State { case expectKey, afterKey, expectValue, afterValue }

        struct Frame {
            let isObject: Bool
            var state: State
            var key: String?
            var index = 0
            var keys: [String] = []
        }

        let bytes: [UInt8]
        let offset: Int
        var stack: [Frame] = []
        /// The root value's state.
        var rootState = State.expectValue
        var displayType: String?
        var result: TextCursor?
        /// The depth of the object the cursor is in, once found, until it closes (then 0); the
        /// scan goes on to collect its other names, and to the end for `displayType`.
        var capturedDepth: Int?
        var capturedKeys: [String] = []

        init(bytes: [UInt8], offset: Int) {
            self.bytes = bytes
            self.offset = offset
        }

        var state: State {
            get { stack.last?.state ?? rootState }
            set { if stack.isEmpty { rootState = newValue } else { stack[stack.count - 1].state = newValue } }
        }

        mutating func run() {
            let scanner = JSONScanner(bytes: bytes, dialect: .editor)
            var index = 0
            while let token = scanner.token(from: index) {
                let start = token.range.lowerBound
                let end = token.range.upperBound
                if capturedDepth == nil, start >= offset {
                    capture(token: offset..<offset, isQuoted: false, isClosed: false)
                }
                index = end
                switch token.kind {
                case .comment:
                    if capturedDepth == nil, start < offset, offset < end { captureOther(at: offset) }
                case .string(let closed):
                    if capturedDepth == nil, start < offset, offset <= (closed ? end - 1 : end) {
                        // A string that never closes ends, for the replacement, with the word at the cursor.
                        capture(token: start..<(closed ? end : min(scanner.wordEnd(from: offset), end)), isQuoted: true, isClosed: closed)
                        consume(text: nil)
                    } else {
                        consume(text: start + 1..<(closed ? end - 1 : end))
                    }
                case .punctuation:
                    punctuate(bytes[start])
                case .word, .stray:
                    if capturedDepth == nil, start < offset, offset <= end {
                        capture(token: start..<end, isQuoted: false, isClosed: false)
                    }
                    consume(text: nil)
                }
            }
            if capturedDepth == nil { capture(token: offset..<offset, isQuoted: false, isClosed: false) }
            if let depth = capturedDepth, depth > 0, stack.count >= depth { capturedKeys = stack[depth - 1].keys }
        }

        /// A `{ } [ ] : ,` read: a state change, a container opened or closed.
        mutating func punctuate(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: ":"):
                if state == .afterKey { state = .expectValue }
            case UInt8(ascii: ","):
                if let top = stack.last {
                    if !top.isObject, top.state == .afterValue { stack[stack.count - 1].index += 1 }
                    state = top.isObject ? .expectKey : .expectValue
                }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if state == .expectKey, stack.last?.isObject == true { stack[stack.count - 1].key = nil }
                stack.append(Frame(isObject: byte == UInt8(ascii: "{"), state: byte == UInt8(ascii: "{") ? .expectKey : .expectValue))
            default:
                if !stack.isEmpty {
                    if stack.count == capturedDepth {
                        capturedKeys = stack[stack.count - 1].keys
                        capturedDepth = 0
                    }
                    stack.removeLast()
                }
                state = .afterValue
            }
        }

        /// A string or word read where the state says: a member name or a value (`text` is the
        /// range of the string's text, `nil` for a word or the token at the cursor). Only names
        /// and `displayType` are decoded.
        mutating func consume(text: Range<Int>?) {
            func decoded(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            switch state {
            case .afterValue where stack.last?.isObject != true:
                break
            case .expectKey, .afterValue:
                let key = text.map(decoded)
                if let key { stack[stack.count - 1].keys.append(key) }
                stack[stack.count - 1].key = key
                state = .afterKey
            case .expectValue:
                if stack.count == 1, stack[0].isObject, stack[0].key == "displayType", let text { displayType = decoded(text) }
                state = .afterValue
            default:
                break
            }
        }

        /// Notes where the cursor is; `token` is the token it is in.
        mutating func capture(token: Range<Int>, isQuoted: Bool, isClosed: Bool) {
            let inObject = stack.last?.isObject == true
            let role: Role
            switch state {
            case .expectKey where inObject: role = .key
            case .afterValue where inObject && isQuoted: role = .key
            case .expectValue: role = .value
            default: role = .other
            }
            var frames = stack
            if role == .key { frames.removeLast() }
            let path = frames.map { frame -> FieldLocation.Step in
                frame.isObject ? .member(frame.key ?? "") : .element(frame.index)
            }
            result = TextCursor(role: role, path: path, token: token, isQuoted: isQuoted, isClosed: isClosed, presentKeys: [], displayType: nil)
            capturedDepth = inObject ? stack.count : 0
        }

        mutating func captureOther(at offset: Int) {
            result = TextCursor(role: .other, path: [], token: offset..<offset, isQuoted: false, isClosed: false, presentKeys: [], displayType: nil)
            capturedDepth = 0
        }
    }
}
