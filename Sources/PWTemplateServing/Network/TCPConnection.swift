#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif
import PWTemplateSystem

/// One accepted TCP connection (non-blocking): reads and writes wait with `poll`, never longer
/// than their timeout.
public struct TCPConnection: Sendable, Hashable {
    public let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// What a read brought.
    public enum ReadResult: Sendable, Equatable {
        /// This many bytes were appended.
        case received(Int)
        /// The peer closed its side.
        case closed
        case timedOut
        case failed
    }

    /// Reads what is available (at most `maxCount` bytes) into `buffer`, waiting up to
    /// `timeoutMilliseconds` for the first byte.
    public func read(into buffer: inout [UInt8], maxCount: Int, timeoutMilliseconds: Int32) -> ReadResult {
        guard let ready = Poll.readable([descriptor], timeoutMilliseconds: timeoutMilliseconds) else { return .failed }
        guard ready[0] else { return .timedOut }
        var chunk = [UInt8](repeating: 0, count: max(1, maxCount))
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return .received(count)
            }
            if count == 0 { return .closed }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .failed
        }
    }

    /// Writes all of `bytes`; `false` when the peer is gone or did not take them within
    /// `timeoutMilliseconds` (a client that reads slowly).
    public func write(_ bytes: [UInt8], timeoutMilliseconds: Int32) -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(Int(timeoutMilliseconds))
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { raw in
                send(descriptor, raw.baseAddress! + offset, raw.count - offset, SystemSocket.sendFlags)
            }
            if sent > 0 {
                offset += sent
                continue
            }
            guard sent < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else { return false }
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero, Poll.writable(descriptor, timeoutMilliseconds: Poll.milliseconds(remaining)) else { return false }
        }
        return true
    }

    /// Ends both directions, waking any thread waiting on the connection; the owner still closes it.
    public func shutdown() {
        shutdown(Int32(SHUT_RDWR))
    }

    /// Ends the writing direction (the peer reads end of file) while reading goes on.
    public func shutdownWriting() {
        shutdown(Int32(SHUT_WR))
    }

    private func shutdown(_ directions: Int32) {
        #if canImport(Darwin)
        _ = Darwin.shutdown(descriptor, directions)
        #else
        _ = Glibc.shutdown(descriptor, directions)
        #endif
    }

    /// Closes the connection.
    public func close() {
        SystemSocket.close(descriptor)
    }
}
