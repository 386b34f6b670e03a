import PWTemplateLint
import PWTemplateSyntax

/// pwtemplate's language server: the Language Server Protocol 3.17 over framed JSON-RPC 2.0.
///
/// One loop handles the messages in order; a thread reads and queues them meanwhile, so a
/// request cancelled while it waits is answered with `RequestCancelled`. Malformed input is
/// logged and answered or ignored; the server keeps serving.
public final class LanguageServer {
    /// Where the server is in its lifecycle.
    enum Phase { case starting, running, shutDown }

    let configuration: ServerConfiguration
    let streams: ServerStreams
    let queue = MessageQueue()
    var phase = Phase.starting
    var encoding = PositionEncoding.utf16
    var store: DocumentStore
    /// The last analysis of each open template folder.
    var analyses: [String: TemplateAnalysis] = [:]
    /// The files not open that each folder's findings were last published on.
    var placedWithoutDocument: [String: Set<EntryName>] = [:]
    /// Whether the client registers file watchers for the server (`client/registerCapability`).
    var canWatchFiles = false
    private var nextRequestNumber = 1
    /// Whether a write failed: the client is gone.
    private var outputFailed = false

    public init(configuration: ServerConfiguration, streams: ServerStreams) {
        self.configuration = configuration
        self.streams = streams
        store = DocumentStore(kinds: configuration.kinds)
    }

    /// Serves until `exit` or the end of the input; returns the exit code: 0 after `shutdown`,
    /// 1 otherwise (the protocol's rule).
    public func run(bodyLimit: Int = FrameReader.defaultBodyLimit) -> Int32 {
        InputReader.start(streams, into: queue, bodyLimit: bodyLimit)
        while let item = queue.pop() {
            switch item {
            case .failure(let failure):
                send(OutgoingMessage.error(id: failure.id, failure.error))
            case .message(let message):
                if case .notification("exit", _) = message { return phase == .shutDown ? 0 : 1 }
                handle(message)
            }
            if outputFailed { return 1 }
        }
        return phase == .shutDown ? 0 : 1
    }

    private func handle(_ message: Message) {
        switch message {
        case .response:
            break
        case .notification(let method, let params):
            guard phase == .running else { return }
            handleNotification(method, params: params)
        case .request(let id, let method, let params):
            if queue.takeCancellation(of: id) { return send(OutgoingMessage.error(id: id, .requestCancelled)) }
            switch phase {
            case .starting where method != "initialize":
                return send(OutgoingMessage.error(id: id, .serverNotInitialized))
            case .shutDown:
                return send(OutgoingMessage.error(id: id, .invalidRequest("the server is shut down: only 'exit' is accepted")))
            default:
                break
            }
            switch handleRequest(method, params: params) {
            case .success(let result): send(OutgoingMessage.response(id: id, result: result))
            case .failure(let error): send(OutgoingMessage.error(id: id, error))
            }
        }
    }

    private func handleRequest(_ method: String, params: JSONNode?) -> Result<JSONOutput, ResponseError> {
        switch method {
        case "initialize": return initialize(params)
        case "shutdown":
            phase = .shutDown
            return .success(.null)
        case "textDocument/codeAction": return codeActions(params)
        case "textDocument/formatting": return formatting(params)
        default:
            if let result = featureRequest(method, params: params) { return result }
            return .failure(.methodNotFound(method))
        }
    }

    private func handleNotification(_ method: String, params: JSONNode?) {
        switch method {
        case "initialized": registerWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": refreshAll()
        default: break // unknown notifications are ignored, as the protocol says
        }
    }

    private func initialize(_ params: JSONNode?) -> Result<JSONOutput, ResponseError> {
        guard phase == .starting else { return .failure(.invalidRequest("'initialize' was already sent")) }
        let offered = params?.at("capabilities", "general", "positionEncodings")?.elements?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.negotiated(offered: offered)
        canWatchFiles = params?.at("capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration")?.boolValue ?? false
        phase = .running
        return .success(.object([
            ("capabilities", ServerCapabilities.json(encoding: encoding)),
            ("serverInfo", .object([("name", .string("pwtemplate")), ("version", .string(configuration.version))])),
        ]))
    }

    /// Asks the client to report changes of every kind's files and the configuration on disk.
    private func registerWatchers() {
        guard canWatchFiles else { return }
        let names = configuration.kinds.kinds.flatMap(\.watchedFileNames) + [ConfigFile.fileName]
        let watcher: JSONOutput = .object([("globPattern", .string("**/{" + names.joined(separator: ",") + "}"))])
        let registration: JSONOutput = .object([
            ("id", .string("pwtemplate-watch")), ("method", .string("workspace/didChangeWatchedFiles")),
            ("registerOptions", .object([("watchers", .array([watcher]))])),
        ])
        let id = RequestID.string("pwtemplate-\(nextRequestNumber)")
        nextRequestNumber += 1
        send(OutgoingMessage.request(id: id, "client/registerCapability", params: .object([("registrations", .array([registration]))])))
    }

    /// Writes a framed message.
    func send(_ bytes: [UInt8]) {
        if !streams.write(bytes) { outputFailed = true }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: JSONOutput) {
        send(OutgoingMessage.notification(method, params: params))
    }
}
