import PWTemplateSystem

extension PreviewServer {
    /// Serves the requests of one connection (on its own thread) until it closes, times out,
    /// sends something refused, or becomes an event stream.
    func serve(_ connection: TCPConnection) {
        var buffer: [UInt8] = []
        var requestStart: ContinuousClock.Instant?
        var served = 0
        while !isStopped {
            switch HTTPRequestParser.parse(buffer, limits: configuration.limits) {
            case .incomplete:
                let timeout: Int32
                if let requestStart {
                    let remaining = ContinuousClock.now.duration(to: requestStart + .milliseconds(Int(configuration.requestTimeoutMilliseconds)))
                    timeout = remaining > .zero ? Poll.milliseconds(remaining) : 0
                } else {
                    timeout = served == 0 ? configuration.requestTimeoutMilliseconds : configuration.idleTimeoutMilliseconds
                }
                switch connection.read(into: &buffer, maxCount: 16 * 1024, timeoutMilliseconds: timeout) {
                case .received:
                    requestStart = requestStart ?? .now
                case .timedOut where requestStart != nil:
                    refuse(.requestTimeout, on: connection)
                    return release(connection, eventStream: false)
                case .timedOut, .closed, .failed:
                    return release(connection, eventStream: false)
                }
            case .refused(let status):
                refuse(status, on: connection)
                return release(connection, eventStream: false)
            case .request(let request, let consumed):
                buffer.removeFirst(consumed)
                requestStart = buffer.isEmpty ? nil : .now
                served += 1
                if request.target.utf8.prefix(while: { $0 != UInt8(ascii: "?") }).elementsEqual(LiveReload.eventsPath.utf8),
                   request.method == .get, acceptsHost(of: request) {
                    return streamEvents(to: connection, request: request)
                }
                let response = response(to: request)
                let keepAlive = request.keepsAlive && response.status == .ok
                let sent = connection.write(
                    response.serialized(keepAlive: keepAlive, includeBody: request.method == .get),
                    timeoutMilliseconds: configuration.writeTimeoutMilliseconds)
                guard sent, keepAlive else { return release(connection, eventStream: false) }
            }
        }
        release(connection, eventStream: false)
    }

    /// The answer to a `GET` or `HEAD`: the page the target names, else 404.
    func response(to request: HTTPRequest) -> HTTPResponse {
        guard acceptsHost(of: request) else { return .refusal(.misdirectedRequest) }
        guard let name = SitePath.pageName(for: request.target), let page = site.page(name) else {
            return .refusal(.notFound)
        }
        return HTTPResponse(status: .ok, contentType: HTTPResponse.contentType(ofPage: name), body: page.bytes)
    }

    /// Whether the `Host` of `request` names this machine when the server listens on a loopback
    /// address, so a web page cannot read the preview through a rebound DNS name; any host is
    /// accepted on other addresses (`--host`), and a request without one (HTTP/1.0).
    func acceptsHost(of request: HTTPRequest) -> Bool {
        guard configuration.address.isLoopback, let host = request.header("host") else { return true }
        let name: Substring
        if host.hasPrefix("[") {
            name = host.dropFirst().prefix { $0 != "]" }
        } else {
            name = host.prefix { $0 != ":" }
        }
        return name.lowercased() == "localhost" || name == "::1" || name.hasPrefix("127.")
    }

    /// Sends the refusal `status` and closes gently: the write side first, then what the client
    /// still sends is read and dropped for a moment, so the client reads the answer instead of a
    /// reset (a 1 MiB header is still arriving when 431 goes out).
    private func refuse(_ status: HTTPStatus, on connection: TCPConnection) {
        guard connection.write(HTTPResponse.refusal(status).serialized(keepAlive: false),
                               timeoutMilliseconds: configuration.writeTimeoutMilliseconds) else { return }
        connection.shutdownWriting()
        var discarded: [UInt8] = []
        let deadline = ContinuousClock.now + .seconds(2)
        var total = 0
        while total < 8 << 20, ContinuousClock.now < deadline {
            discarded.removeAll(keepingCapacity: true)
            guard case .received(let count) = connection.read(into: &discarded, maxCount: 64 * 1024, timeoutMilliseconds: 200) else {
                return
            }
            total += count
        }
    }
}
