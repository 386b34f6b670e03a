@testable import PWTemplateServing
import Testing

/// Request heads read within their limits; everything but a body-less GET or HEAD is refused.
@Suite struct HTTPRequestParserTests {
    private func parse(_ text: String, limits: HTTPLimits = HTTPLimits()) -> HTTPRequestParser.Result {
        HTTPRequestParser.parse(Array(text.utf8), limits: limits)
    }

    @Test func aGetWithHeadersIsRead() throws {
        let text = "GET /a.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:7317\r\nAccept:  text/html \r\n\r\nGET / HTTP/1.1\r\n"
        guard case .request(let request, let consumed) = parse(text) else { Issue.record("not parsed"); return }
        #expect(request.method == .get)
        #expect(request.target == "/a.html?x=1")
        #expect(request.header("accept") == "text/html")
        #expect(request.keepsAlive)
        #expect(consumed == text.utf8.count - "GET / HTTP/1.1\r\n".utf8.count)
    }

    @Test func headAndBareLineFeedsAndLeadingEmptyLines() {
        guard case .request(let request, _) = parse("\r\nHEAD / HTTP/1.0\nConnection: keep-alive\n\n") else {
            Issue.record("not parsed")
            return
        }
        #expect(request.method == .head)
        #expect(request.minorVersion == 0)
        #expect(request.keepsAlive)
    }

    @Test func connectionCloseAndHTTP10WithoutKeepAliveClose() {
        guard case .request(let closing, _) = parse("GET / HTTP/1.1\r\nHost: h\r\nConnection: Keep-Alive, close\r\n\r\n"),
              case .request(let old, _) = parse("GET / HTTP/1.0\r\n\r\n") else {
            Issue.record("not parsed")
            return
        }
        #expect(!closing.keepsAlive)
        #expect(!old.keepsAlive)
    }

    @Test func aPartialHeadAsksForMore() {
        #expect(parse("GET / HTT") == .incomplete)
        #expect(parse("GET / HTTP/1.1\r\nHost: h\r\n") == .incomplete)
    }

    @Test func overlongRequestLinesAndHeadsAreRefused() {
        let limits = HTTPLimits(requestLine: 64, head: 256, headerCount: 3)
        #expect(parse("GET /" + String(repeating: "a", count: 100), limits: limits) == .refused(.uriTooLong))
        #expect(parse("GET /" + String(repeating: "a", count: 100) + " HTTP/1.1\r\n", limits: limits) == .refused(.uriTooLong))
        let bigHeader = "GET / HTTP/1.1\r\nHost: h\r\nX: " + String(repeating: "b", count: 300)
        #expect(parse(bigHeader, limits: limits) == .refused(.headerFieldsTooLarge))
        #expect(parse(bigHeader + "\r\n\r\n", limits: limits) == .refused(.headerFieldsTooLarge))
        let many = "GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n"
        #expect(parse(many, limits: limits) == .refused(.headerFieldsTooLarge))
        // A megabyte of header is refused from its first kilobytes on, whole or not.
        #expect(parse("GET / HTTP/1.1\r\nX: " + String(repeating: "c", count: 1 << 20)) == .refused(.headerFieldsTooLarge))
    }

    @Test func otherMethodsAreRefused() {
        #expect(parse("POST / HTTP/1.1\r\nHost: h\r\n\r\n") == .refused(.methodNotAllowed))
        #expect(parse("DELETE / HTTP/1.1\r\nHost: h\r\n\r\n") == .refused(.methodNotAllowed))
        #expect(parse("BREW / HTTP/1.1\r\nHost: h\r\n\r\n") == .refused(.notImplemented))
        #expect(parse("get / HTTP/1.1\r\nHost: h\r\n\r\n") == .refused(.notImplemented))
    }

    @Test func aBodyIsRefused() {
        #expect(parse("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello") == .refused(.contentTooLarge))
        #expect(parse("GET / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n") == .refused(.contentTooLarge))
        #expect(parse("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: x\r\n\r\n") == .refused(.badRequest))
        #expect(parse("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n") == .refused(.badRequest))
        if case .request = parse("GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 0\r\n\r\n") {} else { Issue.record("a zero length is no body") }
    }

    @Test func malformedHeadsAreBadRequests() {
        #expect(parse("GET / HTTP/1.1\r\n\r\n") == .refused(.badRequest), "HTTP/1.1 needs Host")
        #expect(parse("GET  / HTTP/1.1\r\nHost: h\r\n\r\n") == .refused(.badRequest))
        #expect(parse("GET / HTTP/1.1\r\nHost : h\r\n\r\n") == .refused(.badRequest))
        #expect(parse("GET / HTTP/1.1\r\nHost: h\r\n folded\r\n\r\n") == .refused(.badRequest))
        #expect(parse("GET / FTP/1.1\r\nHost: h\r\n\r\n") == .refused(.badRequest))
        #expect(parse("GET / HTTP/2.0\r\nHost: h\r\n\r\n") == .refused(.versionNotSupported))
    }
}
