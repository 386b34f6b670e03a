import PWTemplateSystem

extension PreviewServer {
    /// Turns `connection` into the live-reload event stream of the page named by the `page`
    /// parameter: the stream sends `reload` as soon as the page's version differs from the
    /// `version` parameter (at once when it already does), then ends. It counts against
    /// ``PreviewServerConfiguration/maximumEventStreams`` instead of the connections.
    func streamEvents(to connection: TCPConnection, request: HTTPRequest) {
        let parameters = SitePath.queryParameters(of: request.target)
        guard let page = parameters["page"], let version = parameters["version"] else {
            return close(connection, answering: .notFound)
        }
        guard let wake = try? WakePipe() else {
            return close(connection, answering: .serviceUnavailable)
        }
        let admitted = state.withLock { state in
            guard state.eventStreams < configuration.maximumEventStreams else { return false }
            state.connections -= 1
            state.eventStreams += 1
            state.subscribers[wake.readDescriptor] = wake
            return true
        }
        guard admitted else {
            wake.close()
            return close(connection, answering: .serviceUnavailable)
        }
        defer {
            state.withLock { _ = $0.subscribers.removeValue(forKey: wake.readDescriptor) }
            wake.close()
            release(connection, eventStream: true)
        }
        guard connection.write(LiveReload.streamHead, timeoutMilliseconds: configuration.writeTimeoutMilliseconds) else { return }
        while !isStopped {
            let current = site.version(of: page)
            if current != version {
                _ = connection.write(LiveReload.reloadEvent(version: current), timeoutMilliseconds: configuration.writeTimeoutMilliseconds)
                return
            }
            guard let ready = Poll.readable([connection.descriptor, wake.readDescriptor],
                                            timeoutMilliseconds: configuration.pingIntervalMilliseconds) else { return }
            // The client sends nothing on an event stream: readable means it went away.
            if ready[0] { return }
            if ready[1] {
                wake.drain()
            } else if !connection.write(LiveReload.keepAlive, timeoutMilliseconds: configuration.writeTimeoutMilliseconds) {
                return
            }
        }
    }

    /// Answers `status` on `connection` and closes it.
    private func close(_ connection: TCPConnection, answering status: HTTPStatus) {
        _ = connection.write(HTTPResponse.refusal(status).serialized(keepAlive: false),
                             timeoutMilliseconds: configuration.writeTimeoutMilliseconds)
        release(connection, eventStream: false)
    }
}
