import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import PWTemplateArchive
@testable import PWTemplateServing
@testable import PWTemplateSystem

/// A blocking TCP client for the server tests: connects to 127.0.0.1, sends bytes, reads with a
/// bounded wait.
final class TestSocket {
    let descriptor: Int32

    init(port: UInt16) throws {
        #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { throw POSIXError(.ECONNREFUSED) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }

    /// Everything until the server closes (or 10 s pass without a byte).
    func readToEnd() -> String {
        var bytes: [UInt8] = []
        while let chunk = readChunk() { bytes += chunk }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads until `text` has arrived (or the connection ends); returns what was read.
    func read(until text: String) -> String {
        var received = ""
        while !received.contains(text), let chunk = readChunk() { received += String(decoding: chunk, as: UTF8.self) }
        return received
    }

    private func readChunk() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        return count > 0 ? Array(buffer[0..<count]) : nil
    }
}

/// A server on a free loopback port serving `pages`, running until the value is stopped.
final class RunningServer {
    let server: PreviewServer
    private let finished = DispatchSemaphore(value: 0)

    init(pages: [String: [UInt8]], configure: (inout PreviewServerConfiguration) -> Void = { _ in }) throws {
        var configuration = PreviewServerConfiguration(address: SocketAddress(host: "127.0.0.1", port: 0)!)
        configure(&configuration)
        server = try PreviewServer(configuration: configuration, site: ServedSite(instance: "test"))
        server.publish(pages)
        let server = server, finished = finished
        SystemThread.detach {
            server.run()
            finished.signal()
        }
    }

    var port: UInt16 { server.port }

    /// Stops the server and waits (10 s at most) for `run` to return; again, returns at once.
    @discardableResult
    func stop() -> Bool {
        server.stop()
        guard finished.wait(timeout: .now() + 10) == .success else { return false }
        finished.signal()
        return true
    }

    deinit { stop() }
}
