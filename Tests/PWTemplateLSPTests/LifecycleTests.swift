@testable import PWTemplateLSP
import Testing

@Suite(.timeLimit(.minutes(5))) struct LifecycleTests {
    typealias H = ServerHarness

    @Test func initializeNegotiatesUTF16ByDefaultAndUTF8WhenOffered() throws {
        let plain = H.run([H.initialize()])
        #expect(plain.output.first?.result?.at("capabilities", "positionEncoding")?.stringValue == "utf-16")
        #expect(plain.output.first?.result?.at("serverInfo", "name")?.stringValue == "pwtemplate")
        let offered = H.run([H.initialize(capabilities: #"{"general":{"positionEncodings":["utf-16","utf-8"]}}"#)])
        #expect(offered.output.first?.result?.at("capabilities", "positionEncoding")?.stringValue == "utf-8")
    }

    @Test func requestsBeforeInitializeGetServerNotInitialized() {
        let run = H.run([H.request(7, "textDocument/formatting"), H.initialize()])
        #expect(run.output.first?.id == "7")
        #expect(run.output.first?.errorCode == -32002)
        #expect(run.output.last?.result?["capabilities"] != nil)
    }

    @Test func aSecondInitializeIsAnInvalidRequest() {
        let run = H.run([H.initialize(), H.request(1, "initialize", #"{"capabilities":{}}"#)])
        #expect(run.output.last?.errorCode == -32600)
    }

    @Test func afterShutdownRequestsFailAndExitReturnsZero() {
        let run = H.run([H.initialize(), H.request(1, "shutdown", "null"), H.request(2, "textDocument/formatting"), H.notification("exit"), H.request(3, "shutdown")])
        #expect(run.code == 0)
        #expect(run.output.first { $0.id == "1" }?.result?.typeName == "null")
        #expect(run.output.first { $0.id == "2" }?.errorCode == -32600)
        // Nothing is read after exit.
        #expect(!run.output.contains { $0.id == "3" })
    }

    @Test func exitWithoutShutdownReturnsOneAndSoDoesTheEndOfInput() {
        #expect(H.run([H.initialize(), H.notification("exit")]).code == 1)
        #expect(H.run([H.initialize()]).code == 1)
        #expect(H.run([H.initialize(), H.request(1, "shutdown")]).code == 0)
    }

    @Test func unknownRequestsGetMethodNotFoundAndUnknownNotificationsNothing() {
        let run = H.run([H.initialize(), H.notification("$/somethingNew"), H.request(4, "workspace/somethingNew"), H.request(5, "shutdown")])
        #expect(run.output.count == 3)
        #expect(run.output[1].id == "4")
        #expect(run.output[1].errorCode == -32601)
    }

    @Test func aCancelledRequestStillQueuedAnswersRequestCancelled() {
        // The cancellation is read before the request is handled: it is still queued then.
        let cancel = H.notification("$/cancelRequest", #"{"id":"fmt-1"}"#)
        let request = H.frame(#"{"jsonrpc":"2.0","id":"fmt-1","method":"textDocument/formatting","params":{"textDocument":{"uri":"file:///x/native-config.json"}}}"#)
        let run = H.run([H.initialize(), cancel + request, H.request(9, "shutdown")])
        #expect(run.output.first { $0.id == "fmt-1" }?.errorCode == -32800)
        #expect(run.output.first { $0.id == "9" }?.result != nil)
    }

    @Test func idsAreWrittenBackAsTheClientWroteThem() {
        let run = H.run([H.initialize(), H.frame(#"{"jsonrpc":"2.0","id":1.50,"method":"shutdown"}"#)])
        let body = run.output.last
        #expect(body?.node["id"].map { if case .number(let text) = $0.value { text } else { "" } } == "1.50")
    }
}

@Suite(.timeLimit(.minutes(5))) struct MalformedInputTests {
    typealias H = ServerHarness

    @Test func everyKindOfBadMessageIsAnsweredOrIgnoredAndTheServerKeepsServing() {
        let bad: [[UInt8]] = [
            H.frame("{not json"),                                       // -32700, id null
            H.frame("[1, 2]"),                                          // -32600: a batch
            H.frame(#"{"id":3,"method":"shutdown"}"#),                   // -32600: no jsonrpc
            H.frame(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#),         // -32600: an object id
            H.frame(#"{"jsonrpc":"2.0","id":4,"method":"x","params":5}"#), // -32600: params a number
            H.frame(#"{"jsonrpc":"2.0","id":5,"method":7}"#),            // -32600: method a number
            Array("Content-Length: zz\r\n\r\n".utf8),                   // skipped, logged
            Array("\u{1}\u{2}garbage".utf8),                            // passed over
            H.frame(#"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}"#), // logged
            H.frame(#"{"jsonrpc":"2.0","id":6,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///a/native-config.json"},"range":{"start":{"line":-1}}}}"#),
        ]
        let run = H.run([H.initialize()] + bad + [H.request(99, "shutdown")])
        let codes = run.output.dropFirst().map { ($0.id ?? "null", $0.errorCode ?? 0) }
        #expect(codes.map(\.1) == [-32700, -32600, -32600, -32600, -32600, -32600, -32602, 0])
        #expect(codes.map(\.0) == ["null", "null", "3", "null", "4", "5", "6", "99"])
        #expect(run.code == 0)
        #expect(run.log.contains("Content-Length"))
    }

    @Test func aContentLengthTooLongLosesOnlyItsOwnMessage() {
        let good = H.request(2, "shutdown")
        let broken = Array("Content-Length: 60\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1,".utf8)
        let run = H.run([H.initialize(), broken + good, H.request(3, "shutdown")])
        #expect(run.output.contains { $0.errorCode == -32700 })
        #expect(run.output.contains { $0.id == "2" && $0.result != nil })
    }

    @Test func aContentLengthTooShortLosesOnlyItsOwnMessage() {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        let broken = Array("Content-Length: 10\r\n\r\n\(body)".utf8)
        let run = H.run([H.initialize(), broken, H.request(2, "shutdown")])
        #expect(run.output.contains { $0.errorCode == -32700 })
        #expect(run.output.contains { $0.id == "2" && $0.result != nil })
        #expect(!run.output.contains { $0.id == "1" })
    }
}
