import Foundation
@testable import PWTemplateServing
import Testing

/// The server over real sockets: pages, refusals, limits, and stopping.
@Suite(.timeLimit(.minutes(5))) struct PreviewServerTests {
    static let pages: [String: [UInt8]] = [
        "index.html": Array("<html><body><a href=\"modal.html\">modal</a></body></html>".utf8),
        "modal.html": Array("<html><body><h1>Modal</h1></body></html>".utf8),
    ]

    private func get(_ target: String, port: UInt16, method: String = "GET", extra: String = "") throws -> String {
        let client = try TestSocket(port: port)
        client.send("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\(extra)\r\n")
        return client.readToEnd()
    }

    @Test func pagesAreServedWithTheirHeadersAndTheScript() throws {
        let running = try RunningServer(pages: Self.pages)
        let response = try get("/", port: running.port)
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(response.contains("Content-Type: text/html; charset=utf-8\r\n"))
        #expect(response.contains("Cache-Control: no-store\r\n"))
        #expect(response.contains("Connection: close\r\n"))
        let body = try #require(response.components(separatedBy: "\r\n\r\n").last)
        #expect(response.contains("Content-Length: \(body.utf8.count)\r\n"))
        #expect(body.contains("<a href=\"modal.html\">modal</a><script>"))
        let head = try get("/modal.html", port: running.port, method: "HEAD")
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(head.hasSuffix("\r\n\r\n"), "HEAD has no body")
        #expect(!head.contains("Content-Length: 0\r\n"))
    }

    @Test func keptAliveConnectionsServeSeveralRequests() throws {
        let running = try RunningServer(pages: Self.pages)
        let client = try TestSocket(port: running.port)
        client.send("GET /modal.html HTTP/1.1\r\nHost: localhost\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
        let both = client.readToEnd()
        #expect(both.components(separatedBy: "HTTP/1.1 200 OK").count == 3)
        #expect(both.contains("Connection: keep-alive\r\n"))
    }

    @Test(arguments: ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2Fmodal.html", "/%2Fetc%2Fpasswd", "/..\\modal.html",
                      "//etc/passwd", "/etc/passwd", "/missing.html", "/modal.html/", "/__pwtemplate/events"])
    func anythingElseIs404AndNothingMore(target: String) throws {
        let running = try RunningServer(pages: Self.pages)
        #expect(try get(target, port: running.port).hasSuffix("\r\n\r\n404 Not Found\n"))
    }

    @Test func refusalsCarryTheirStatus() throws {
        let running = try RunningServer(pages: Self.pages)
        #expect(try get("/", port: running.port, method: "POST").contains("405 Method Not Allowed\r\n"))
        #expect(try get("/", port: running.port, method: "POST").contains("Allow: GET, HEAD\r\n"))
        #expect(try get("/", port: running.port, extra: "Content-Length: 3\r\n").hasPrefix("HTTP/1.1 413 "))
        #expect(try get("/", port: running.port, extra: "Host: evil.example\r\n").hasPrefix("HTTP/1.1 400 "), "two Host fields")
        let rebound = try TestSocket(port: running.port)
        rebound.send("GET / HTTP/1.1\r\nHost: evil.example:\(running.port)\r\n\r\n")
        #expect(rebound.readToEnd().hasPrefix("HTTP/1.1 421 "), "a page under another host name cannot read the preview")
    }

    @Test func aMegabyteHeaderIsRefusedWith431() throws {
        let running = try RunningServer(pages: Self.pages)
        let client = try TestSocket(port: running.port)
        client.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "a", count: 1 << 20) + "\r\n\r\n")
        #expect(client.readToEnd().hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"))
    }

    @Test func aSilentClientDoesNotDelayOthersAndTimesOut() throws {
        let running = try RunningServer(pages: Self.pages) { $0.requestTimeoutMilliseconds = 300 }
        let silent = try TestSocket(port: running.port)
        let half = try TestSocket(port: running.port)
        half.send("GET / HTTP/1.1\r\nHost: x")
        #expect(try get("/modal.html", port: running.port).hasPrefix("HTTP/1.1 200 OK"))
        #expect(silent.readToEnd() == "", "closed without an answer")
        #expect(half.readToEnd().hasPrefix("HTTP/1.1 408 "))
    }

    @Test func connectionsBeyondTheLimitWaitInTheBacklog() throws {
        let running = try RunningServer(pages: Self.pages) {
            $0.maximumConnections = 2
            $0.requestTimeoutMilliseconds = 300
        }
        let idle = try (0..<2).map { _ in try TestSocket(port: running.port) }
        // The third is accepted once an idle one times out.
        #expect(try get("/", port: running.port).hasPrefix("HTTP/1.1 200 OK"))
        #expect(idle.count == 2)
    }

    @Test func stoppingEndsConnectionsAndFreesThePort() throws {
        let running = try RunningServer(pages: Self.pages)
        let port = running.port
        let open = try TestSocket(port: port)
        #expect(running.stop())
        #expect(open.readToEnd() == "")
        let again = try PreviewServer(configuration: PreviewServerConfiguration(address: SocketAddress(host: "127.0.0.1", port: port)!),
                                      site: ServedSite(instance: "again"))
        #expect(again.port == port)
        again.stop()
        again.run()
    }

    @Test func aTakenPortIsAddressInUse() throws {
        let running = try RunningServer(pages: Self.pages)
        #expect(throws: SocketError(code: .addressInUse, reason: "Address already in use")) {
            _ = try PreviewServer(configuration: PreviewServerConfiguration(address: SocketAddress(host: "127.0.0.1", port: running.port)!),
                                  site: ServedSite(instance: "x"))
        }
    }
}
