import Dispatch

/// Reads the client's input on a thread of its own: frames, decodes and queues each message,
/// and notes `$/cancelRequest` at once so that a request still queued is answered as cancelled.
enum InputReader {
    /// Starts reading; the queue is closed at the end of the input.
    static func start(_ streams: ServerStreams, into queue: MessageQueue, bodyLimit: Int) {
        DispatchQueue(label: "pwtemplate.lsp.input").async {
            var reader = FrameReader(bodyLimit: bodyLimit)
            while true {
                let bytes = streams.read()
                if bytes.isEmpty { break }
                reader.append(bytes)
                while let event = reader.next() {
                    switch event {
                    case .skipped(let reason):
                        streams.log("pwtemplate lsp: skipped a malformed frame: \(reason)")
                    case .body(let body):
                        handle(body, reader: &reader, queue: queue, log: streams.log)
                    }
                }
            }
            if reader.unreadCount > 0 {
                streams.log("pwtemplate lsp: the input ended inside a message (\(reader.unreadCount) bytes of an unfinished frame)")
            }
            queue.close()
        }
    }

    private static func handle(_ body: [UInt8], reader: inout FrameReader, queue: MessageQueue, log: @Sendable (String) -> Void) {
        switch Message.decode(body) {
        case .success(.notification("$/cancelRequest", let params)):
            if let id = params?["id"].flatMap(RequestID.init) { queue.cancel(id) }
        case .success(let message):
            queue.push(.message(message))
        case .failure(let failure):
            log("pwtemplate lsp: \(failure.error.message)")
            queue.push(.failure(failure))
            // A Content-Length that was too long swallowed the start of the next frame: read
            // that frame again from its header.
            if failure.error.code == ResponseError.parseError("").code, let resync = headerStart(in: body) {
                log("pwtemplate lsp: the body held the start of another frame (a wrong Content-Length): reading on from there")
                reader.pushBack(body[resync...])
            }
        }
    }

    /// Where a `Content-Length` header starts inside `body`, after its first byte.
    static func headerStart(in body: [UInt8]) -> Int? {
        let needle = Array("Content-Length:".utf8)
        guard body.count > needle.count else { return nil }
        var index = 1
        while index + needle.count <= body.count {
            if body[index] == needle[0], body[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
