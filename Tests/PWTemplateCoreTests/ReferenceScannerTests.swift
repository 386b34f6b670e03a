import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
import Testing

/// The scanner that finds the HTML fallback's files (see `HTMLFallbackTests` for the SDK facts):
/// what it reads from HTML and CSS, how a reference names an entry, and that hostile input
/// costs linear time.
@Suite struct ReferenceScannerTests {
    private func html(_ text: String) -> [String] { ReferenceScanner.html(Array(text.utf8)) }
    private func css(_ text: String) -> [String] { ReferenceScanner.css(Array(text.utf8)[...]) }

    @Test func htmlAttributesThatLoadFiles() {
        #expect(html(#"<IMG SRC="a.png"><link rel=stylesheet href=s.css><video poster='p.jpg'><object data="o.svg"></object><td background="t.gif">"#)
            == ["a.png", "s.css", "p.jpg", "o.svg", "t.gif"])
        #expect(html(#"<img srcset="a.png 1x, b.png 2x,c.png" alt="x"><source imagesrcset="d.webp 100w">"#) == ["a.png", "b.png", "c.png", "d.webp"])
        // Attributes that load nothing, and a value without `=`, are not references.
        #expect(html(#"<img alt="x.png" data-src="y.png" class=z.png hidden src>"#).isEmpty)
        #expect(html(#"<a href = "spaced.html" >"#) == ["spaced.html"])
    }

    @Test func cssInStyleElementsAndAttributes() {
        #expect(html(#"<style>i { background: url(a.png) }</STYLE><p style="background: url('b.png')">"#) == ["a.png", "b.png"])
        #expect(css(#"@import "a.css"; @IMPORT url(b.css); i { background: URL( "c.png" ) } j { src: url(d.woff2) format("woff2") }"#)
            == ["a.css", "b.css", "c.png", "d.woff2"])
    }

    @Test func commentsScriptsAndStringsAreSkipped() {
        #expect(html(#"<!-- <img src="a.png"> --><script>var s = "<img src='b.png'>";</script><img src="c.png">"#) == ["c.png"])
        #expect(css(#"/* url(a.png) */ i { content: "url(b.png)"; background: url(c.png) } j { content: 'it\'s url(d.png)' }"#) == ["c.png"])
        // An HTML attribute has no escapes: the backslash is part of the value.
        #expect(html(#"<img src="a\"><img src="b.png">"#) == [#"a\"#, "b.png"])
    }

    @Test func referencesNameEntriesRelativeToTheirFile() {
        #expect(LocalReference.entryName("img/a.png", from: "") == "img/a.png")
        #expect(LocalReference.entryName("../img/a.png", from: "css/") == "img/a.png")
        #expect(LocalReference.entryName("./a.png?v=2#top", from: "css/") == "css/a.png")
        #expect(LocalReference.entryName(" img/hero%20bg.jpg ", from: "") == "img/hero bg.jpg")
        #expect(LocalReference.entryName(#"img\a.png"#, from: "") == "img/a.png")
        #expect(LocalReference.entryName("img//a.png", from: "") == "img/a.png")
        // An escape that is not one, or that decodes to bytes that are not UTF-8, stays as written.
        #expect(LocalReference.entryName("100%.png", from: "") == "100%.png")
        #expect(LocalReference.entryName("%zz%4", from: "") == "%zz%4")
        #expect(LocalReference.entryName("a%FF.png", from: "") == "a%FF.png")
    }

    @Test func referencesThatNameNoEntry() {
        for reference in ["https://cdn.example.com/a.png", "//cdn.example.com/a.png", "data:image/png;base64,AAAA", "mailto:x@example.com",
                          "javascript:void(0)", "/img/a.png", "#close", "?x=1", "", "  ", "../a.png", "./", "a/../.."] {
            #expect(LocalReference.entryName(reference, from: "") == nil, "\(reference)")
        }
        #expect(LocalReference.entryName("../../a.png", from: "css/") == nil)
    }

    /// Hostile pages: unterminated comments, strings, tags and elements, and many openers. Each
    /// is one forward pass, so it ends; quadratic work on 200 kB would run for hours and hit the
    /// time limit (a guard against a hang, not a measurement: `make bench` measures speed).
    static let hostilePages = [
        String(repeating: "<a ", count: 50_000), String(repeating: "<!--", count: 50_000), String(repeating: "<style>", count: 30_000),
        String(repeating: "<script", count: 30_000), "<img src=\"" + String(repeating: "x", count: 200_000),
        String(repeating: "<p style='url(", count: 20_000), String(repeating: "= = =", count: 50_000),
    ]

    /// Hostile sheets, likewise.
    static let hostileSheets = [
        String(repeating: "url(", count: 50_000), String(repeating: "/*", count: 100_000), String(repeating: "\"\\", count: 100_000),
        String(repeating: "@import ", count: 30_000), "url(\"" + String(repeating: "x", count: 200_000),
    ]

    @Test(.timeLimit(.minutes(10)), arguments: hostilePages.indices)
    func hostileHTMLEnds(_ index: Int) {
        #expect(html(Self.hostilePages[index]).allSatisfy { !$0.isEmpty })
    }

    @Test(.timeLimit(.minutes(10)), arguments: hostileSheets.indices)
    func hostileCSSEnds(_ index: Int) {
        #expect(css(Self.hostileSheets[index]).allSatisfy { !$0.isEmpty })
    }

    @Test func garbageBytesNeverCrash() {
        var state: UInt32 = 7
        let bytes = (0..<1_000_000).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return [UInt8(ascii: "<"), UInt8(ascii: "\""), UInt8(ascii: "="), UInt8(ascii: "("), 0xFF, UInt8(ascii: "u")][Int(state >> 24) % 6]
        }
        _ = ReferenceScanner.html(bytes)
        _ = ReferenceScanner.css(bytes[...])
    }
}
