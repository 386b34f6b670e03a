#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// An IPv4 or IPv6 address and port to listen on.
public struct SocketAddress: Sendable, Equatable {
    /// The address as given (`127.0.0.1`, `::1`).
    public var host: String
    public var port: UInt16
    /// Whether `host` is an IPv6 address.
    public let isIPv6: Bool

    /// `nil` when `host` is neither an IPv4 nor an IPv6 address (`localhost` reads as
    /// `127.0.0.1`).
    public init?(host: String, port: UInt16) {
        let host = host == "localhost" ? "127.0.0.1" : host
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            isIPv6 = false
        } else if inet_pton(AF_INET6, host, &v6) == 1 {
            isIPv6 = true
        } else {
            return nil
        }
        self.host = host
        self.port = port
    }

    /// Whether the address is this machine's loopback (`127.0.0.0/8`, `::1`).
    public var isLoopback: Bool {
        isIPv6 ? host == "::1" || host == "0:0:0:0:0:0:0:1" : host.hasPrefix("127.")
    }

    /// Whether the address means every interface (`0.0.0.0`, `::`).
    public var isUnspecified: Bool {
        var v6 = in6_addr()
        if isIPv6 {
            guard inet_pton(AF_INET6, host, &v6) == 1 else { return false }
            return withUnsafeBytes(of: &v6) { $0.allSatisfy { $0 == 0 } }
        }
        return host == "0.0.0.0"
    }

    /// Calls `body` with the C socket address and its length.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        if isIPv6 {
            var address = sockaddr_in6()
            #if canImport(Darwin)
            address.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
            #endif
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            _ = inet_pton(AF_INET6, host, &address.sin6_addr)
            return Self.rebound(&address, body)
        }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        _ = inet_pton(AF_INET, host, &address.sin_addr)
        return Self.rebound(&address, body)
    }

    /// Calls `body` with `address` (a `sockaddr_in` or `sockaddr_in6`) seen as a `sockaddr`.
    private static func rebound<Address, Result>(
        _ address: inout Address,
        _ body: (UnsafePointer<sockaddr>, socklen_t) -> Result
    ) -> Result {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<Address>.size)) }
        }
    }
}
