import PWTemplateKinds
@testable import PWTemplatePreview
@testable import PWTemplateSyntax
import Testing

/// The page shell, the data island and the gallery: well-formed, and template text is data.
@Suite struct PreviewPageTests {
    private static let hostile = "</script><script>alert(1)</script>"
    private static let hostileTemplate = PreviewFixtures.document(##"""
        {"displayType": "modal", "modal": {"showClose": true, "dimBackground": true, "background": "#FFFFFFFF",
         "title": {"text": "</script><script>alert(1)</script>", "color": "#111827FF"},
         "message": {"text": "\"quoted\" & 'single' <!-- \u2028 \u2029 -->"},
         "buttons": [{"text": {"text": "Go"}, "action": {"type": "url", "url": "javascript:alert(document.cookie)"}}]}}
        """##, path: "a\"b'<c>/</title><script>alert(2)</script>")

    @Test func theDataIslandCannotEndItsScript() throws {
        let island = Self.hostileTemplate.dataIsland()
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] {
            #expect(!island.contains(forbidden), "\(forbidden) is written unescaped")
        }
        #expect(island.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        #expect(island.contains(#"\"quoted\" \u0026 'single' \u003c!-- \u2028 \u2029 --\u003e"#))
        #expect(island.contains(#""url": "javascript:alert(document.cookie)""#), "a URL is data in the island, never a link")
        // The escapes read back as the same text.
        let parsed = JSONParser.parse(Array(island.utf8))
        #expect(PreviewFixtures.string(parsed.root, "variants", 0, "block", "title", "text") == Self.hostile)
    }

    @Test func thePageTitleAndNameAreEscaped() {
        let html = PreviewPage.html(Self.hostileTemplate, gallery: nil, assets: PreviewRenderers.standard.pageAssets)
        #expect(html.contains("<title>modal · a\"b'&lt;c&gt;/&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt; — pwtemplate preview</title>"))
        #expect(Self.occurrences(of: "<script", in: html) == 2 + Self.occurrences(of: "<script", in: PreviewRenderers.standard.pageAssets.script))
        #expect(!html.contains("alert(1)</script>") && !html.contains("alert(2)</script>"))
        #expect(!html.contains("href=\"javascript:"))
    }

    @Test func thePageIsWellFormed() throws {
        let html = PreviewPage.html(try PreviewFixtures.example("sheet-coffee-rewards"), gallery: "index.html", assets: PreviewRenderers.standard.pageAssets)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(Self.occurrences(of: "<!DOCTYPE", in: html) == 1)
        #expect(try Self.unbalancedTags(in: html) == [])
        for container in [#"<header id="pw-toolbar">"#, #"<main id="pw-stage">"#, #"<aside id="pw-findings-panel">"#,
                          #"<script type="application/json" id="pw-data">"#, #"<meta charset="utf-8">"#, #"<a href="index.html">"#] {
            #expect(Self.occurrences(of: container, in: html) == 1, "\(container)")
        }
        #expect(!PreviewRenderers.standard.pageAssets.script.contains("</script"), "the runtime would end its own script")
        #expect(!PreviewRenderers.standard.pageAssets.style.contains("</style"), "the CSS would end its own style")
    }

    @Test func theGalleryLinksEachPageWithItsStatus() throws {
        let clean = try PreviewFixtures.example("sheet-coffee-rewards")
        let broken = PreviewFixtures.document(##"{"displayType": "modal", "modal": {"title": {"text": "Hi"}, "buttons": "x"}}"##, path: "x/promo.zip")
        let site = PreviewSite([clean, broken, Self.hostileTemplate], gallery: true, assets: PreviewRenderers.standard.pageAssets)
        #expect(site.files.map(\.name) == ["sheet-coffee-rewards.html", "promo.html", "script-.html", "index.html"])
        let index = String(decoding: try #require(site["index.html"]), as: UTF8.self)
        #expect(try Self.unbalancedTags(in: index) == [])
        #expect(index.contains(#"<li class="pw-card" data-status="clean"><a href="sheet-coffee-rewards.html">"#))
        #expect(index.contains(#"<li class="pw-card" data-status="error"><a href="promo.html">"#))
        #expect(index.contains("<span class=\"pw-card-languages\">en, de, fr</span>"))
        #expect(index.contains("<span class=\"pw-card-type\">sheet</span>"))
        #expect(index.contains("a\"b'&lt;c&gt;/&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;"))
        #expect(!index.contains("<script"))
        let errors = broken.findings.count { $0.severity == .error }
        #expect(index.contains("<span class=\"pw-card-status\">\(errors) error\(errors == 1 ? "" : "s")"))
        #expect(String(decoding: try #require(site["promo.html"]), as: UTF8.self).contains(#"<a href="index.html">"#))
    }

    @Test func pageNamesAreUniqueAndSafe() {
        #expect(PreviewSite.pageNames(for: ["a/promo", "b/promo.zip", "promo.json", "index", "Index.zip", ".", "<stdin>", "dir/"])
            == ["promo.html", "promo-2.html", "promo-3.html", "index-2.html", "Index-3.html", "template.html", "template-2.html", "dir.html"])
        #expect(PreviewSite.pageNames(for: ["javascript:alert(1)", "é x"]) == ["javascript-alert-1-.html", "--x.html"])
        // ASCII names take a path of their own, by bytes: the same names as by characters.
        #expect(PreviewSite.pageNames(for: ["a.JSON", "b.json.zip", "...", ".zip", "x\ty", "a\r\nb", "a\u{0E}zip", "é.zip", "e\u{301}.Zip"])
            == ["a.html", "b.html", "template.html", ".zip.html", "x-y.html", "a-b.html", "a-zip.html", "-.html", "--2.html"])
        #expect(PreviewSite([], gallery: false, assets: PreviewRenderers.standard.pageAssets).files.isEmpty)
    }

    private static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The tags left open or closed out of order, outside `<script>` and `<style>` contents; void
    /// elements need no end tag.
    private static func unbalancedTags(in html: String) throws -> [String] {
        let void: Set<String> = ["meta", "link", "br", "img", "input", "hr", "!doctype"]
        var stack: [String] = []
        var problems: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            let close = try #require(rest[open...].firstIndex(of: ">"))
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let name = String(tag.prefix { !$0.isWhitespace && $0 != ">" }).lowercased()
            if name.hasPrefix("/") {
                if stack.last == String(name.dropFirst()) { stack.removeLast() } else { problems.append(name) }
            } else if !void.contains(name) {
                stack.append(name)
                if name == "script" || name == "style" {
                    let end = try #require(rest.range(of: "</" + name + ">"))
                    rest = rest[end.lowerBound...]
                }
            }
        }
        return problems + stack
    }
}
