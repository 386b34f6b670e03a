import Foundation
import Testing

/// The live-reload event streams over real sockets.
@Suite(.timeLimit(.minutes(5))) struct PreviewServerEventTests {
    private func stream(_ page: String, version: String, port: UInt16) throws -> TestSocket {
        let client = try TestSocket(port: port)
        client.send("GET /__pwtemplate/events?page=\(page)&version=\(version) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        return client
    }

    @Test func aChangedPageIsToldToReload() throws {
        let running = try RunningServer(pages: PreviewServerTests.pages)
        let version = try #require(running.server.site.version(of: "modal.html"))
        let modal = try stream("modal.html", version: version, port: running.port)
        let index = try stream("index.html", version: version, port: running.port)
        #expect(modal.read(until: "retry: 1000\n\n").contains("Content-Type: text/event-stream; charset=utf-8"))
        #expect(index.read(until: "retry: 1000\n\n").contains("200 OK"))
        var pages = PreviewServerTests.pages
        pages["modal.html"] = Array("<body>changed</body>".utf8)
        #expect(running.server.publish(pages) == ["modal.html"])
        let newVersion = try #require(running.server.site.version(of: "modal.html"))
        #expect(modal.readToEnd() == "event: reload\ndata: \(newVersion)\n\n")
        #expect(running.server.openCounts.eventStreams == 1, "index.html's stream stays open")
    }

    @Test func aStaleVersionReloadsAtOnce() throws {
        let running = try RunningServer(pages: PreviewServerTests.pages)
        let client = try stream("index.html", version: "an-earlier-run-7", port: running.port)
        #expect(client.readToEnd().hasSuffix("event: reload\ndata: test-1\n\n"))
    }

    @Test func eventStreamsAreBoundedSeparately() throws {
        let running = try RunningServer(pages: PreviewServerTests.pages) {
            $0.maximumEventStreams = 1
            $0.maximumConnections = 1
        }
        let first = try stream("index.html", version: "test-1", port: running.port)
        #expect(first.read(until: "retry").contains("200 OK"))
        #expect(try stream("modal.html", version: "test-1", port: running.port).readToEnd().hasPrefix("HTTP/1.1 503 "))
        let page = try TestSocket(port: running.port)
        page.send("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        #expect(page.readToEnd().hasPrefix("HTTP/1.1 200 OK"), "the stream does not take the one connection slot")
    }
}
