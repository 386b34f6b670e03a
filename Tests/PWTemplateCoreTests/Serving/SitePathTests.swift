@testable import PWTemplateServing
import Testing

/// Every way out of the site is refused before a page is looked up.
@Suite struct SitePathTests {
    @Test(arguments: [
        "/../etc/passwd", "/..", "/a/../index.html", "/%2e%2e/etc/passwd", "/%2E%2E/index.html", "/.%2e/x", "/%2e./x",
        "/a%2Fb.html", "/a%2fb.html", "/..%2F..%2Fetc%2Fpasswd", "/..\\etc\\passwd", "/a\\b.html", "/%5c..%5cx",
        "/%5C", "//etc/passwd", "/etc//passwd", "http://127.0.0.1/index.html", "etc/passwd", "*", "", "/./index.html",
        "/.", "/a.html/", "/%00", "/a%00.html", "/%zz", "/%2", "/%e2%28%a1", "/%c0%ae%c0%ae/x",
    ])
    func escapesAreRefused(target: String) {
        #expect(SitePath.pageName(for: target) == nil, "\(target)")
    }

    @Test func pagesAreNamed() {
        #expect(SitePath.pageName(for: "/") == "index.html")
        #expect(SitePath.pageName(for: "/?reload=1") == "index.html")
        #expect(SitePath.pageName(for: "/modal.html?x=1#f") == "modal.html")
        #expect(SitePath.pageName(for: "/a%20b.html") == "a b.html")
        #expect(SitePath.pageName(for: "/etc/passwd") == "etc/passwd", "a name, then looked up among the pages only")
    }

    /// Found by `fuzz-http` (the input `/` and U+0354): a combining mark right after the
    /// leading slash made the two one `Character`, so dropping the first Character dropped the
    /// mark too, and `/\u{354}../x` was named `../x`. Compared as bytes: `String`'s `==` would
    /// take canonically equivalent names as equal.
    @Test func aCombiningMarkAfterTheSlashStaysInTheName() {
        for (target, name) in [("/\u{354}", "\u{354}"), ("/\u{354}../x", "\u{354}../x"), ("/%CD%94../x", "\u{354}../x"), ("/e\u{301}.html", "e\u{301}.html")] {
            #expect(SitePath.pageName(for: target).map { Array($0.utf8) } == Array(name.utf8), "\(target.unicodeScalars.map(\.value))")
        }
    }

    @Test func queryParametersAreDecoded() {
        let parameters = SitePath.queryParameters(of: "/__pwtemplate/events?page=a%20b.html&version=x-2&page=other&flag&bad=%zz")
        #expect(parameters == ["page": "a b.html", "version": "x-2", "flag": ""])
        #expect(SitePath.queryParameters(of: "/e?page=sub%2Fa.html+x") == ["page": "sub/a.html x"])
        #expect(SitePath.queryParameters(of: "/e").isEmpty)
    }
}
