#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// A pipe that wakes a thread waiting in ``Poll`` from another thread (the self-pipe trick).
public struct WakePipe: Sendable {
    public let readDescriptor: Int32
    let writeDescriptor: Int32

    public init() throws(SocketError) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw SystemSocket.error(errno) }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    /// Makes the read end readable (a full pipe is already readable).
    public func wake() {
        var byte: UInt8 = 1
        _ = Glue.write(writeDescriptor, &byte, 1)
    }

    /// Reads every pending wake-up.
    public func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ Glue.read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Closes both ends.
    public func close() {
        SystemSocket.close(readDescriptor)
        SystemSocket.close(writeDescriptor)
    }
}

/// `read` and `write` under names that do not collide with the methods calling them.
enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(descriptor, buffer, count)
        #else
        Glibc.read(descriptor, buffer, count)
        #endif
    }

    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, buffer, count)
        #else
        Glibc.write(descriptor, buffer, count)
        #endif
    }
}
