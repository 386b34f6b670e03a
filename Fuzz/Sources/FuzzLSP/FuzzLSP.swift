import FuzzSupport
import PWTemplateKinds
import PWTemplateLSP
import PWTemplateLint
import PWTemplateSyntax
import Synchronization

/// The language server's framing and JSON-RPC layer, run in-process over a fake stream as
/// `Tests/PWTemplateLSPTests/ServerHarness.swift` does: no trap, no hang (the input is read
/// once, then the stream ends), and every message written is a frame holding a JSON object.
///
/// Input: a mode byte, then the rest. Mode bit 0 clear: the rest is the raw stream (after a
/// well-formed `initialize` when bit 1 is set), in two reads split where the mode byte says.
/// Bit 0 set: the rest is a script of well-formed frames (``Script``): `initialize`, `didOpen`,
/// then changes at arbitrary positions and requests; each request id sent must get exactly one
/// response.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLSP(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = FuzzInput(data, count: count).bytes
    guard let mode = input.first else { return 0 }
    let rest = Array(input.dropFirst())
    if mode & 1 == 0 {
        let stream = (mode & 2 == 2 ? Script.initialize : []) + rest
        let split = min(stream.count, Int(mode >> 2) * stream.count / 63)
        _ = run([Array(stream[..<split]), Array(stream[split...])])
    } else {
        let script = Script(rest)
        let responses = run([script.bytes])
        for id in script.requestIDs where responses[id, default: 0] != 1 {
            fatalError("lsp property: request \(id) got \(responses[id, default: 0]) responses, not one")
        }
        if let extra = responses.keys.first(where: { !script.requestIDs.contains($0) }) {
            fatalError("lsp property: a response to \(extra), which was never sent")
        }
    }
    return 0
}

/// Runs a server over `chunks` (one per read) and returns how many responses each id got.
private func run(_ chunks: [[UInt8]]) -> [String: Int] {
    let input = Mutex(chunks[...])
    let written = Mutex<[UInt8]>([])
    let streams = ServerStreams(
        read: { input.withLock { $0.popFirst() ?? [] } },
        write: { bytes in written.withLock { $0 += bytes }; return true },
        log: { _ in })
    let configuration = ServerConfiguration(version: "fuzz", ruleURL: { $0.id }, configSource: .none, currentDirectory: "/nonexistent", kinds: .standard)
    _ = LanguageServer(configuration: configuration, streams: streams).run()
    var reader = FrameReader()
    reader.append(written.withLock { $0 })
    var responses: [String: Int] = [:]
    while let event = reader.next() {
        guard case .body(let body) = event else { fatalError("lsp property: the server wrote a malformed frame: \(event)") }
        guard let root = JSONParser.parse(body).root, case .object = root.value else {
            fatalError("lsp property: the server wrote a body that is not a JSON object")
        }
        guard root["method"] == nil, let id = root["id"] else { continue }
        switch id.value {
        case .number(let text), .string(let text): responses["\(id.typeName):\(text)", default: 0] += 1
        default: responses["null", default: 0] += 1
        }
    }
    if reader.unreadCount > 0 { fatalError("lsp property: the server's output ends inside a frame") }
    return responses
}
