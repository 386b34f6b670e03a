#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif
import PWTemplateSystem

/// A listening TCP socket (non-blocking, `SO_REUSEADDR`, close-on-exec).
public struct TCPListener: Sendable {
    public let descriptor: Int32
    /// The port it listens on: the one asked for, or the one the system chose for port 0.
    public let port: UInt16

    /// Listens on `address`; port 0 takes a free port. `backlog` connections wait to be accepted.
    public init(address: SocketAddress, backlog: Int32 = 128) throws(SocketError) {
        let socketDescriptor = socket(address.isIPv6 ? AF_INET6 : AF_INET, SystemSocket.streamType, 0)
        guard socketDescriptor >= 0 else { throw SystemSocket.error(errno) }
        var one: Int32 = 1
        setsockopt(socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        if address.isIPv6 {
            setsockopt(socketDescriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        let bound = address.withSockaddr { bind(socketDescriptor, $0, $1) }
        guard bound == 0, listen(socketDescriptor, backlog) == 0 else {
            let code = errno
            SystemSocket.close(socketDescriptor)
            throw SystemSocket.error(code)
        }
        SystemSocket.configure(socketDescriptor)
        descriptor = socketDescriptor
        port = SystemSocket.localPort(socketDescriptor) ?? address.port
    }

    /// The next waiting connection, or `nil` when none arrived within `timeoutMilliseconds` or
    /// `wake` became readable first (or accepting failed: the caller tries again).
    public func accept(timeoutMilliseconds: Int32, wake: WakePipe? = nil) -> TCPConnection? {
        let watched = [descriptor] + (wake.map { [$0.readDescriptor] } ?? [])
        guard let ready = Poll.readable(watched, timeoutMilliseconds: timeoutMilliseconds), ready[0] else { return nil }
        #if canImport(Darwin)
        let client = Darwin.accept(descriptor, nil, nil)
        #else
        let client = Glibc.accept(descriptor, nil, nil)
        #endif
        guard client >= 0 else { return nil }
        SystemSocket.configure(client)
        return TCPConnection(descriptor: client)
    }

    /// Stops listening; the port is free again.
    public func close() {
        SystemSocket.close(descriptor)
    }
}
