/// Where the preview server listens and the bounds it keeps.
public struct PreviewServerConfiguration: Sendable {
    public var address: SocketAddress
    /// Connections served at once (event streams not counted); more wait in the listen backlog.
    public var maximumConnections = 64
    /// Live-reload event streams open at once; one more gets 503.
    public var maximumEventStreams = 32
    /// The time a request head may take to arrive, from its first byte; then 408.
    public var requestTimeoutMilliseconds: Int32 = 10_000
    /// The time a kept-alive connection may wait for its next request before it is closed.
    public var idleTimeoutMilliseconds: Int32 = 5_000
    /// The time a client may take to read a response before the connection is dropped.
    public var writeTimeoutMilliseconds: Int32 = 10_000
    /// Time between keep-alive comments on an idle event stream.
    public var pingIntervalMilliseconds: Int32 = 15_000
    public var limits = HTTPLimits()

    public init(address: SocketAddress) {
        self.address = address
    }
}
