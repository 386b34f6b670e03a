/// How much of a request head the server reads before turning it down.
public struct HTTPLimits: Sendable, Equatable {
    /// The longest request line (method, target, version); longer → 414.
    public var requestLine: Int
    /// The longest header section, request line included; longer → 431.
    public var head: Int
    /// The most header fields; more → 431.
    public var headerCount: Int

    public init(requestLine: Int = 4096, head: Int = 16 * 1024, headerCount: Int = 100) {
        self.requestLine = requestLine
        self.head = head
        self.headerCount = headerCount
    }
}
