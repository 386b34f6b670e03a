import Foundation
@testable import PWTemplateLSP
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Synchronization

/// Runs a `LanguageServer` in-process on scripted input and collects what it writes.
struct ServerHarness {
    /// One message the server wrote, parsed.
    struct Output {
        let node: JSONNode
        var id: String? {
            switch node["id"]?.value {
            case .number(let text)?, .string(let text)?: text
            default: nil
            }
        }
        var method: String? { node["method"]?.stringValue }
        var errorCode: Int? { node.at("error", "code")?.intValue }
        var result: JSONNode? { node["result"] }
        var params: JSONNode? { node["params"] }
    }

    /// A message body as framed bytes.
    static func frame(_ json: String) -> [UInt8] {
        Array("Content-Length: \(json.utf8.count)\r\n\r\n\(json)".utf8)
    }

    /// A request as framed bytes.
    static func request(_ id: Int, _ method: String, _ params: String = "{}") -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
    }

    /// A notification as framed bytes.
    static func notification(_ method: String, _ params: String = "{}") -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// `initialize` (id 0) with the given client capabilities, then `initialized`.
    static func initialize(capabilities: String = "{}") -> [UInt8] {
        request(0, "initialize", #"{"capabilities":\#(capabilities)}"#) + notification("initialized")
    }

    /// `didOpen` of `path` with `text`.
    static func open(_ path: String, _ text: String, version: Int = 1) -> [UInt8] {
        notification("textDocument/didOpen", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: path))","languageId":"json","version":\#(version),"text":\#(JSONOutput.literal(text))}}"#)
    }

    /// A full-text `didChange` of `path`.
    static func change(_ path: String, _ text: String, version: Int) -> [UInt8] {
        notification("textDocument/didChange", #"{"textDocument":{"uri":"\#(DocumentURI.uri(ofPath: path))","version":\#(version)},"contentChanges":[{"text":\#(JSONOutput.literal(text))}]}"#)
    }

    /// Runs the server over `chunks` (each read returns one) and returns its exit code and output.
    /// `beforeChunk` runs before chunk `index` is read, once the server answered every request
    /// of the chunks before it (to change files on disk between messages).
    static func run(
        _ chunks: [[UInt8]], configSource: ConfigResolver.Source = .discover, beforeChunk: @escaping @Sendable (Int) -> Void = { _ in }
    ) -> (code: Int32, output: [Output], log: String) {
        let input = Mutex((chunks: chunks, next: 0))
        let written = Mutex<[UInt8]>([])
        let log = Mutex("")
        let streams = ServerStreams(
            read: {
                let index = input.withLock { $0.next }
                guard index < chunks.count else { return [] }
                if index > 0 { waitForAnswers(to: Self.requestCount(in: chunks[..<index])) { written.withLock { $0 } } }
                beforeChunk(index)
                return input.withLock { state in
                    state.next += 1
                    return state.chunks[index]
                }
            },
            write: { bytes in written.withLock { $0 += bytes }; return true },
            log: { line in log.withLock { $0 += line + "\n" } })
        let configuration = ServerConfiguration(version: "test", ruleURL: { "https://example.com/rules#\($0.id)" }, configSource: configSource, kinds: .standard)
        let code = LanguageServer(configuration: configuration, streams: streams).run()
        var reader = FrameReader()
        reader.append(written.withLock { $0 })
        var output: [Output] = []
        while let event = reader.next() {
            guard case .body(let body) = event, let root = JSONParser.parse(body).root else { continue }
            output.append(Output(node: root))
        }
        return (code, output, log.withLock { $0 })
    }

    /// How many requests (messages with an `id` and a `method`) `chunks` hold.
    private static func requestCount(in chunks: ArraySlice<[UInt8]>) -> Int {
        chunks.reduce(0) { count, chunk in
            var reader = FrameReader()
            reader.append(chunk)
            var requests = 0
            while let event = reader.next() {
                if case .body(let body) = event, let root = JSONParser.parse(body).root, root["id"] != nil, root["method"] != nil { requests += 1 }
            }
            return count + requests
        }
    }

    /// Waits until the server wrote `count` responses (a reader thread may wait; the loop runs).
    private static func waitForAnswers(to count: Int, in written: () -> [UInt8]) {
        while true {
            var reader = FrameReader()
            reader.append(written())
            var responses = 0
            while let event = reader.next() {
                if case .body(let body) = event, let root = JSONParser.parse(body).root, root["id"] != nil, root["method"] == nil { responses += 1 }
            }
            if responses >= count { return }
            usleep(1000)
        }
    }

    /// The diagnostics of the last `publishDiagnostics` for `path`.
    static func lastDiagnostics(for path: String, in output: [Output]) -> [JSONNode]? {
        let uri = DocumentURI.uri(ofPath: path)
        return output.last { $0.method == "textDocument/publishDiagnostics" && $0.params?["uri"]?.stringValue == uri }?
            .params?["diagnostics"]?.elements
    }
}

/// A fresh temporary folder, removed when released.
final class ScratchFolder: Sendable {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/pwtemplate-lsp-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        // A repository root, so configuration discovery stops here.
        try FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `name` in the folder, creating folders on the way; returns the path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let full = path + "/" + name
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }
}
