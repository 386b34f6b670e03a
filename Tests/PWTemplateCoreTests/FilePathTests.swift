@testable import PWTemplateSystem
import Testing

/// Lexical path arithmetic: paths already normal come back as they are, others are normalized.
@Suite struct FilePathTests {
    @Test(arguments: ["/", "/tmp", "/tmp/c1000/banner-1.zip", "/a/...", "/a/.b/..c", "/.x"])
    func normalPathsStayAsTheyAre(path: String) {
        #expect(FilePath.normalized(path) == path)
    }

    @Test(arguments: [
        ("", "/"), ("a/b", "/a/b"), ("/a//b", "/a/b"), ("/a/", "/a"), ("/a/./b", "/a/b"), ("/a/.", "/a"),
        ("/a/b/../c", "/a/c"), ("/a/..", "/"), ("/..", "/"), ("//", "/"), ("/é/./x", "/é/x"), ("/é/x", "/é/x"),
    ])
    func otherPathsAreNormalized(path: String, expected: String) {
        #expect(FilePath.normalized(path) == expected)
    }

    @Test func absoluteJoinsRelativePaths() {
        #expect(FilePath.absolute("c1000/a.zip", from: "/tmp") == "/tmp/c1000/a.zip")
        #expect(FilePath.absolute("../x", from: "/tmp/y") == "/tmp/x")
        #expect(FilePath.absolute("/abs/./p", from: "/tmp") == "/abs/p")
    }
}

/// `parent` and `join` of the one path helper, on the cases its three former copies
/// (`DocumentURI`'s, `Config/FilePath`'s, `TemplateDiscovery`'s) disagreed on.
@Suite struct FilePathJoinTests {
    @Test(arguments: [
        ("c.json", "."), ("d/c.json", "d"), ("/a/b", "/a"), ("/a", "/"), ("/", "/"), ("./c.json", "."),
    ])
    func theParentOfAPath(path: String, parent: String) {
        #expect(FilePath.parent(of: path) == parent)
    }

    @Test(arguments: [
        ("d/", "x", "d/x"), ("d", "x", "d/x"), ("/", "x", "/x"), (".", "x", "x"), ("/a", "b.json", "/a/b.json"),
    ])
    func aNameJoinedToAFolder(folder: String, name: String, joined: String) {
        #expect(FilePath.join(folder, name) == joined)
    }

    @Test func theNameOfAPath() {
        #expect(FilePath.name(of: "/a/native-config.json") == "native-config.json")
        #expect(FilePath.name(of: "c.json") == "c.json")
        #expect(FilePath.name(of: "a/promo//") == "promo")
        #expect(FilePath.name(of: "/") == "/" && FilePath.name(of: "") == "")
    }
}
