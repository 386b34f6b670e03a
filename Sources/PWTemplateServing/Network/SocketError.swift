/// A failed socket call: what was being done and the system's reason.
public struct SocketError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Code: Sendable, Equatable {
        /// Another process listens on the port.
        case addressInUse
        /// The host is not an IPv4 or IPv6 address of this machine.
        case addressUnavailable
        /// The host is not an IP address.
        case invalidAddress
        /// The port needs privileges the process lacks.
        case permissionDenied
        case other
    }

    public var code: Code
    /// The system's wording, e.g. "Address already in use".
    public var reason: String

    public init(code: Code, reason: String) {
        self.code = code
        self.reason = reason
    }

    public var description: String { reason }
}
