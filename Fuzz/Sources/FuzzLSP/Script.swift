import PWTemplateLSP
import PWTemplateSyntax

/// Well-formed frames made from fuzz bytes: `initialize` (id 0), `initialized`, `didOpen` of a
/// `native-config.json` and a `pushwoosh.json`, then one step per few bytes (a change of either
/// document at positions that may lie past the end, inside a surrogate pair or below zero, a
/// whole-text change, or a request at such a position), then `shutdown` and `exit`.
struct Script {
    private(set) var bytes: [UInt8] = []
    /// The id of each request sent, as `number:text` (the way ``run`` counts the responses).
    private(set) var requestIDs: [String] = []
    private var nextID = 1

    static let uris = ["file:///nonexistent/fuzz/native-config.json", "file:///nonexistent/fuzz/pushwoosh.json"]
    static let requests = ["textDocument/hover", "textDocument/completion", "textDocument/codeAction", "textDocument/formatting",
                           "textDocument/documentColor", "textDocument/colorPresentation", "textDocument/documentSymbol", "fuzz/unknown"]
    static let initialize = frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#)
        + frame(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)

    init(_ input: [UInt8]) {
        var cursor = Cursor(input)
        bytes = Self.initialize
        requestIDs = ["number:0"]
        let texts = [#"{"displayType":"modal","title":"{{name|text|Hi 😀}}"}"#, #"{"en":{"name":"Ann 😀"}}"#]
        for (uri, text) in zip(Self.uris, texts) {
            notify("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"json","version":1,"text":\#(JSONOutput.literal(text))}}"#)
        }
        var version = 2
        while let step = cursor.byte() {
            let uri = Self.uris[Int(step >> 7)]
            switch step & 7 {
            case 0, 1, 2:
                let range = Self.range(&cursor)
                notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":\#(range),"text":\#(JSONOutput.literal(cursor.text()))}]}"#)
            case 3:
                notify("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"text":\#(JSONOutput.literal(cursor.text()))}]}"#)
            default:
                let method = Self.requests[Int(step >> 3) % Self.requests.count]
                let range = Self.range(&cursor)
                request(method, #"{"textDocument":{"uri":"\#(uri)"},"position":\#(Self.position(&cursor)),"range":\#(range),"context":{"diagnostics":[]},"options":{"tabSize":2,"insertSpaces":true},"color":{"red":0.5,"green":1,"blue":0,"alpha":1}}"#)
            }
            version += 1
        }
        request("shutdown", "null")
        notify("exit", "null")
    }

    private mutating func notify(_ method: String, _ params: String) {
        bytes += Self.frame(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    private mutating func request(_ method: String, _ params: String) {
        bytes += Self.frame(#"{"jsonrpc":"2.0","id":\#(nextID),"method":"\#(method)","params":\#(params)}"#)
        requestIDs.append("number:\(nextID)")
        nextID += 1
    }

    static func frame(_ json: String) -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    private static func range(_ cursor: inout Cursor) -> String {
        #"{"start":\#(position(&cursor)),"end":\#(position(&cursor))}"#
    }

    private static func position(_ cursor: inout Cursor) -> String {
        #"{"line":\#(cursor.number()),"character":\#(cursor.number())}"#
    }
}

/// Reads the fuzz bytes of a ``Script`` front to back; past the end, zeros.
struct Cursor {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// A small number most of the time (−16…111), sometimes one far out of range.
    mutating func number() -> String {
        let value = byte() ?? 0
        switch value {
        case 0xF8: return "-1"
        case 0xF9: return "2147483647"
        case 0xFA: return "-2147483648"
        case 0xFB: return "9007199254740993"
        case 0xFC: return "1.5"
        case 0xFD: return "1e400"
        case 0xFE: return "\"3\""
        default: return String(Int(value & 0x7F) - 16)
        }
    }

    /// A text of up to 15 bytes taken as UTF-8 (invalid bytes become U+FFFD), so a change
    /// can insert half of what the documents hold.
    mutating func text() -> String {
        let count = Int(byte() ?? 0) & 15
        var chunk: [UInt8] = []
        for _ in 0..<count { if let next = byte() { chunk.append(next) } }
        return String(decoding: chunk, as: UTF8.self)
    }
}
