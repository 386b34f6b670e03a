/// Something wrong with the text of a JSON file, as ``JSONParser`` finds it: its kind, where it
/// is (bytes of the text, and the JSON Pointer when it lies inside the tree) and how to fix it.
/// The JSON layer names no lint rule; the linter decides how each kind is reported.
public struct JSONProblem: Sendable, Hashable {
    /// What is wrong.
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// The text is not UTF-8 (UTF-16, or a byte that breaks UTF-8); nothing is parsed.
        case encoding
        /// The text starts with a UTF-8 byte-order mark; parsing goes on after it.
        case byteOrderMark
        /// The text is not strict RFC 8259 JSON; parsing stops here.
        case syntax
        /// Arrays and objects are nested deeper than allowed; parsing stops here.
        case tooDeep
        /// An object names the same member twice.
        case duplicateKey
        /// The root value is not an object.
        case rootNotObject
    }

    /// Another place the problem involves, e.g. the first occurrence of a repeated name.
    public struct Related: Sendable, Hashable {
        public var message: String
        public var pointer: String?
        /// The bytes of the text it spans.
        public var byteRange: Range<Int>

        public init(message: String, pointer: String?, byteRange: Range<Int>) {
            self.message = message
            self.pointer = pointer
            self.byteRange = byteRange
        }
    }

    /// Edits of the text that certainly repair the problem (both SDKs accept the result and
    /// read it as the author meant), e.g. removing a trailing comma.
    public struct Repair: Sendable, Hashable {
        /// What the edits do, in a few words (`remove the trailing comma`).
        public var title: String
        public var edits: [TextEdit]

        public init(title: String, edits: [TextEdit]) {
            self.title = title
            self.edits = edits
        }
    }

    public var kind: Kind
    public var message: String
    public var hint: String?
    /// The value concerned (or the object whose member name is wrong); `nil` for the encoding
    /// and the byte-order mark.
    public var pointer: String?
    /// The bytes of the text the problem spans.
    public var byteRange: Range<Int>
    public var related: [Related]
    /// The certain repair, when there is one.
    public var repair: Repair?

    public init(_ kind: Kind, message: String, hint: String?, pointer: String? = nil,
                byteRange: Range<Int>, related: [Related] = [], repair: Repair? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
        self.pointer = pointer
        self.byteRange = byteRange
        self.related = related
        self.repair = repair
    }
}
