@testable import PWTemplateLSP
import Testing

@Suite struct FrameReaderTests {
    private func events(_ chunks: [[UInt8]], bodyLimit: Int = FrameReader.defaultBodyLimit) -> [FrameReader.Event] {
        var reader = FrameReader(bodyLimit: bodyLimit)
        var events: [FrameReader.Event] = []
        for chunk in chunks {
            reader.append(chunk)
            while let event = reader.next() { events.append(event) }
        }
        return events
    }

    private func body(_ text: String) -> FrameReader.Event { .body(Array(text.utf8)) }

    @Test func readsAFrameFedOneByteAtATime() {
        let bytes = Array("Content-Length: 7\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{\"a\":1}".utf8)
        #expect(events(bytes.map { [$0] }) == [body(#"{"a":1}"#)])
    }

    @Test func readsTwoFramesOfOneChunkAndCountsBytesNotCharacters() {
        let emoji = "{\"t\":\"😀\"}"
        let bytes = Array("Content-Length: \(emoji.utf8.count)\r\n\r\n\(emoji)Content-Length: 2\r\n\r\n{}".utf8)
        #expect(events([bytes]) == [body(emoji), body("{}")])
    }

    @Test func bytesOfAnUnfinishedFrameAreCountedAsUnread() {
        var reader = FrameReader()
        reader.append(Array("Content-Length: 2\r\n\r\n{}garbage\n".utf8))
        #expect(reader.next() == body("{}"))
        #expect(reader.next() == nil)
        #expect(reader.unreadCount == "garbage\n".utf8.count)
    }

    @Test func headerNamesAreCaseInsensitiveAndBareLineFeedsAreAccepted() {
        #expect(events([Array("content-length:2\n\n{}".utf8)]) == [body("{}")])
    }

    @Test func skipsAHeaderWithoutLengthOrWithABadOneAndReadsTheNextFrame() {
        let bytes = Array("Content-Type: x\r\n\r\nContent-Length: -4\r\n\r\nContent-Length: 12abc\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8)
        let result = events([bytes])
        #expect(result.count == 4)
        #expect(result.last == body("{}"))
        #expect(result.dropLast().allSatisfy { if case .skipped = $0 { true } else { false } })
    }

    @Test func garbageBeforeAHeaderIsPassedOver() {
        #expect(events([Array("xx}garbageContent-Length: 2\r\n\r\n{}".utf8)]) == [body("{}")])
    }

    @Test func anOversizedBodyIsSkippedWholeAndTheNextFrameRead() {
        let big = String(repeating: "x", count: 100)
        let bytes = Array("Content-Length: 100\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}".utf8)
        let result = events([Array(bytes[0..<50]), Array(bytes[50...])], bodyLimit: 10)
        #expect(result.count == 2)
        if case .skipped(let reason) = result.first { #expect(reason.contains("over the limit")) } else { Issue.record("not skipped") }
        #expect(result.last == body("{}"))
    }

    @Test func anEndlessHeaderIsDroppedWithinItsLimit() {
        let junk = [UInt8](repeating: UInt8(ascii: "a"), count: FrameReader.headerLimit * 3)
        let result = events([junk, Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8)])
        #expect(result.contains { if case .skipped = $0 { true } else { false } })
        #expect(result.last == body("{}"))
    }

    @Test func aPushedBackTailIsReadBeforeNewInput() {
        var reader = FrameReader()
        reader.append(Array("Content-Length: 5\r\n\r\n{\"a\":Content-Length: 2\r\n\r\n{}".utf8))
        #expect(reader.next() == body(#"{"a":"#))
        let tail = Array("Content-Length: 2\r\n\r\n[]".utf8)
        reader.pushBack(tail[...])
        #expect(reader.next() == body("[]"))
        #expect(reader.next() == body("{}"))
        #expect(reader.next() == nil)
    }

    @Test func theLimitLetsAFiftyMegabyteDocumentThrough() {
        #expect(FrameReader.defaultBodyLimit > 50_000_000 * 11 / 10)
    }
}
