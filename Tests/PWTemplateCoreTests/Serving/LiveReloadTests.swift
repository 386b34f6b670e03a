@testable import PWTemplateArchive
@testable import PWTemplateServing
import Testing

/// The script served pages get, the events the stream sends, and the versions of the site.
@Suite struct LiveReloadTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theScriptGoesBeforeTheLastBodyClose() {
        let page = Array("<html><body><p>&lt;/body&gt;</p></body><!-- </BODY> --></html>".utf8)
        let served = text(LiveReload.injected(into: page, name: "a.html", version: "v-1"))
        let script = served.range(of: "<script>")!
        #expect(served.hasPrefix("<html><body><p>&lt;/body&gt;</p></body><!-- "))
        #expect(served[script.upperBound...].contains("</script>\n</BODY> --></html>"))
        #expect(served.contains(#"encodeURIComponent("a.html")"#))
        #expect(served.contains(#"encodeURIComponent("v-1")"#))
        #expect(served.contains("location.reload()"))
        #expect(text(LiveReload.injected(into: Array("<p>no body".utf8), name: "b", version: "1")).hasPrefix("<p>no body<script>"))
    }

    @Test func aPageNameCannotEndTheScript() {
        let script = LiveReload.script(name: "</script><script>alert(1)</script>\u{2028}\"", version: "1")
        #expect(script.components(separatedBy: "</script>").count == 2, "only the script's own end tag")
        #expect(script.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e\u2028\""#))
    }

    @Test func eventsAreFramed() {
        #expect(text(LiveReload.reloadEvent(version: "abc-3")) == "event: reload\ndata: abc-3\n\n")
        #expect(text(LiveReload.reloadEvent(version: nil)) == "event: reload\ndata: \n\n")
        #expect(LiveReload.event(name: "x", data: "a\nb") == "event: x\ndata: a\ndata: b\n\n")
        #expect(text(LiveReload.streamHead).contains("Content-Type: text/event-stream; charset=utf-8\r\n"))
        #expect(text(LiveReload.streamHead).hasSuffix("\r\n\r\nretry: 1000\n\n"))
        #expect(text(LiveReload.keepAlive) == ": ping\n\n")
    }

    @Test func onlyChangedPagesGetANewVersion() throws {
        let site = ServedSite(instance: "t")
        #expect(site.update(["index.html": Array("<body></body>".utf8), "data.json": [1, 2]]) == ["index.html", "data.json"])
        let first = try #require(site.page("index.html"))
        #expect(first.version == "t-1")
        #expect(text(first.bytes).contains("<script>"))
        #expect(site.page("data.json")?.bytes == [1, 2], "only HTML pages get the script")
        #expect(site.update(["index.html": Array("<body></body>".utf8), "data.json": [3]]) == ["data.json"])
        #expect(site.version(of: "index.html") == "t-1")
        #expect(site.version(of: "data.json") == "t-2")
        #expect(site.update(["new.html": []]) == ["index.html", "data.json", "new.html"])
        #expect(site.names == ["new.html"])
        #expect(site.version(of: "index.html") == nil)
    }
}
