#if canImport(Darwin)
@preconcurrency import Darwin
#else
@preconcurrency import Glibc
#endif

/// One of the process's standard streams, written unbuffered with `write(2)`.
public struct StandardStream: Sendable {
    public let descriptor: Int32

    public static let input = StandardStream(descriptor: 0)
    public static let output = StandardStream(descriptor: 1)
    public static let error = StandardStream(descriptor: 2)

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes all of `text`; returns `false` when the stream refuses it (closed pipe, full disk).
    @discardableResult
    public func write(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

extension StandardStream {
    /// Reads what is available, up to `maximumCount` bytes, waiting until at least one byte is
    /// (a language server's input arrives message by message); empty at the end of the stream.
    public func readAvailable(maximumCount: Int = 64 * 1024) throws(FileSystemError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: max(maximumCount, 1))
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileSystemError(code: .other, path: "standard input", reason: String(cString: strerror(errno)))
            }
            return Array(buffer[0..<count])
        }
    }
}
