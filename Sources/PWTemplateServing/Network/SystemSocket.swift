#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif
import PWTemplateSystem

/// The Glibc/Darwin differences of sockets, in one place.
enum SystemSocket {
    #if canImport(Darwin)
    static let streamType = SOCK_STREAM
    /// Darwin has no `MSG_NOSIGNAL`: `SO_NOSIGPIPE` is set on each socket instead.
    static let sendFlags: Int32 = 0
    #else
    static let streamType = Int32(SOCK_STREAM.rawValue)
    /// A write to a closed connection returns `EPIPE` instead of raising `SIGPIPE`.
    static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// Makes a socket non-blocking and close-on-exec (and, on Darwin, free of `SIGPIPE`).
    static func configure(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// The local port of a bound socket.
    static func localPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        return withUnsafeBytes(of: &storage) { raw in
            // sin_port and sin6_port both sit at offset 2, in network byte order.
            UInt16(raw[2]) << 8 | UInt16(raw[3])
        }
    }

    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #else
        _ = Glibc.close(descriptor)
        #endif
    }

    static func error(_ code: Int32) -> SocketError {
        let kind: SocketError.Code = switch code {
        case EADDRINUSE: .addressInUse
        case EADDRNOTAVAIL: .addressUnavailable
        case EACCES, EPERM: .permissionDenied
        default: .other
        }
        return SocketError(code: kind, reason: FileSystem.errnoDescription(code))
    }
}
