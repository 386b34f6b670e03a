@testable import PWTemplateLint
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
