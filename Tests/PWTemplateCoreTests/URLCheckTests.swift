@testable import PWTemplateLint
import Testing

/// The URL grammar read over UTF-8 agrees with reading characters, non-ASCII text included.
@Suite struct URLCheckTests {
    @Test func schemesAreASCIILettersDigitsAndPlusMinusDot() {
        #expect(URLCheck.scheme(of: "HTTPS://example.com") == "https")
        #expect(URLCheck.scheme(of: "a+b-c.d9:x") == "a+b-c.d9")
        #expect(URLCheck.scheme(of: ":x") == nil)
        #expect(URLCheck.scheme(of: "9a:x") == nil)
        #expect(URLCheck.scheme(of: "no scheme") == nil)
        #expect(URLCheck.scheme(of: "my app:x") == nil)
    }

    @Test func aNonASCIICharacterIsNeverPartOfAScheme() {
        #expect(URLCheck.scheme(of: "é:x") == nil)
        #expect(URLCheck.scheme(of: "http\u{301}s://example.com") == nil)
        #expect(URLCheck.scheme(of: "https://bücher.example") == "https")
    }

    @Test func nonASCIIHostsAreHosts() {
        #expect(URLCheck.mediaProblem("https://bücher.example/a.png") == nil)
        #expect(URLCheck.mediaProblem("https://user@例え.jp/a.png") == nil)
    }

    @Test func aSlashWithACombiningMarkIsNotASlash() {
        // "/\u{301}" is one character, so "https:/\u{301}/" has no "://".
        #expect(URLCheck.mediaProblem("https:/\u{301}/example.com/a.png")?.message.hasSuffix("the URL has no host") == true)
        #expect(URLCheck.mediaProblem("https://ex\u{301}ample.com/a.png") == nil)
    }

    @Test func hostsFollowTheLastAtSign() {
        #expect(URLCheck.mediaProblem("https://user@/a.png") != nil)
        #expect(URLCheck.mediaProblem("https://:443/a.png") != nil)
        #expect(URLCheck.mediaProblem("https://a@b@host/a.png") == nil)
    }
}
