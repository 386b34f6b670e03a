@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// URLs that iOS parses per release (sdk-behaviour §9). The SDK facts, from
/// `iOS_SDK/Pushwoosh/PushwooshInApp/Model/PWInAppConfigParser.swift`: at 7.2.0 (`fd34d7d9`)
/// `optionalURL` and `action` call plain `URL(string:)`; from 7.2.4 (`e380b5b7`) `resolveURL`
/// retries with `addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed + "%")`.
/// `url(_:_:_:)` rejects a required URL that yields nil; `optionalURL` yields nil for an image.
@Suite struct URLParsingTests {
    static let ios = [Target(platform: .ios)]
    static let ios724 = [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 4]))]
    static let ios723 = [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 3]))]

    static func actionConfig(_ url: String) -> String {
        SchemaLint.config(.banner, ##"{"showClose": true, "position": "top", "background": "#FFF", "action": {"type": "url", "url": "\##(url)"}}"##)
    }

    static func action(_ url: String, targets: [Target]? = nil) -> [Diagnostic] {
        SchemaLint.findings(actionConfig(url), targets: targets)
    }

    static func videoConfig(_ url: String, poster: String) -> String {
        SchemaLint.config(.video, ##"{"showClose": true, "loop": false, "muted": true, "url": "\##(url)", "poster": "\##(poster)", "buttons": []}"##)
    }

    static func video(_ url: String, poster: String = "https://e.com/p.jpg", targets: [Target]? = nil) -> [Diagnostic] {
        SchemaLint.findings(videoConfig(url, poster: poster), targets: targets)
    }

    /// Where `finding` starts in `config`.
    static func start(_ finding: Diagnostic, in config: String) -> SourcePosition? {
        finding.location.start(in: SourceText(bytes: Array(config.utf8)))
    }

    static func image(_ url: String, targets: [Target]? = nil) -> [Diagnostic] {
        let block = ##"{"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": [], "image": "\##(url)"}"##
        return SchemaLint.findings(SchemaLint.config(.modal, block), targets: targets)
    }

    /// 7.2.0 `action`: `URL(string:)` fails on the space of a custom-scheme link and the template is dropped.
    @Test func aSpaceInAnActionURLRejectsTheTemplateBefore724() throws {
        for targets in [nil, Self.ios, Self.ios723] {
            let finding = try #require(Self.action("myapp://open item", targets: targets).only)
            #expect(finding.rule == .unparseableURL && finding.severity == .error && finding.platform == .ios)
            #expect(finding.message == #"banner › action › url is "myapp://open item": iOS before 7.2.4 cannot parse a URL with a space, so iOS rejects the template"#)
            #expect(finding.hint == #"write "myapp://open%20item""#)
            #expect(finding.location.pointer == "/banner/action/url")
            #expect(Self.start(finding, in: Self.actionConfig("myapp://open item")) == SourcePosition(line: 1, column: 131))
        }
    }

    /// 7.2.4 `resolveURL`: the retry encodes the space; the URL iOS opens differs from the one written.
    @Test func from724TheSpaceIsEncodedAndOnlyAnInfoSaysSo() throws {
        let finding = try #require(Self.action("myapp://open item#top", targets: Self.ios724).only)
        #expect(finding.rule == .urlPercentEncoded && finding.severity == .info && finding.platform == .ios)
        #expect(finding.message == #"banner › action › url is "myapp://open item#top": iOS before 7.2.4 cannot parse a URL with a space; later releases percent-encode it and use "myapp://open%20item%23top""#)
        #expect(finding.hint == #"write "myapp://open%20item#top" so that every release and Android read the same URL"#)
        #expect(Self.start(finding, in: Self.actionConfig("myapp://open item#top")) == SourcePosition(line: 1, column: 131))
        #expect(Self.action("myapp://open item", targets: [Target(platform: .ios, minimumVersion: SDKVersion([7, 2, 7]))]).map(\.rule) == [.urlPercentEncoded])
    }

    /// 7.2.4 `resolveURL` keeps "%" allowed, so an existing escape is not encoded twice…
    @Test func aValidEscapeIsNotAProblem() {
        #expect(Self.action("myapp://open%20item").isEmpty)
        #expect(Self.action("https://example.com/a%2Fb%e9").isEmpty)
        let finding = Self.action("myapp://open%20item x", targets: Self.ios724).only
        #expect(finding?.hint == #"write "myapp://open%20item%20x" so that every release and Android read the same URL"#)
    }

    /// …and a "%" that starts no escape stays as it is, so the retry fails too: no release parses it.
    @Test func aStrayPercentFailsOnEveryRelease() throws {
        let finding = try #require(Self.action("https://example.com/sale?off=50%", targets: Self.ios724).only)
        #expect(finding.rule == .unparseableURL && finding.severity == .error)
        #expect(finding.message == #"banner › action › url is "https://example.com/sale?off=50%": no iOS release parses a "%" not followed by two hex digits, so iOS rejects the template"#)
        #expect(finding.hint == #"write "https://example.com/sale?off=50%25""#)
        let both = try #require(Self.action("myapp://50%zz off").only)
        #expect(both.message == #"banner › action › url is "myapp://50%zz off": iOS before 7.2.4 cannot parse a URL with a space, and no iOS release parses a "%" not followed by two hex digits, so iOS rejects the template"#)
        #expect(both.hint == #"write "myapp://50%25zz%20off""#)
        #expect(try #require(Self.action("https://e.com/a%20b?off=50%").only).hint == #"write "https://e.com/a%20b?off=50%25""#)
    }

    /// 7.2.0 `url(_:_:_:)`: video `url` is required, so an unparseable one rejects the template;
    /// `optionalURL` turns an unparseable poster into nil, so only the image is lost.
    @Test func requiredVideoURLsAreErrorsAndImagesWarnings() throws {
        let findings = Self.video("https://cdn.example.com/spring sale.mp4", poster: "https://cdn.example.com/é.jpg", targets: Self.ios)
        try #require(findings.count == 2)
        #expect(findings[0].rule == .unparseableURL && findings[0].severity == .error)
        #expect(findings[0].location.pointer == "/video/url")
        #expect(findings[0].message == #"video › url is "https://cdn.example.com/spring sale.mp4": iOS before 7.2.4 cannot parse a URL with a space, so iOS rejects the template"#)
        #expect(findings[1].rule == .unparseableImageURL && findings[1].severity == .warning)
        #expect(findings[1].location.pointer == "/video/poster")
        #expect(findings[1].message == #"video › poster is "https://cdn.example.com/é.jpg": iOS before 7.2.4 cannot parse a URL with "é", so iOS drops the image"#)
        #expect(findings[1].hint == #"write "https://cdn.example.com/%C3%A9.jpg""#)
        #expect(Self.start(findings[1], in: Self.videoConfig("https://cdn.example.com/spring sale.mp4", poster: "https://cdn.example.com/é.jpg")) == SourcePosition(line: 1, column: 145))
    }

    /// Percent-encoding a host does not make it resolvable: the hint asks for its IDNA form.
    @Test func aNonASCIIHostNeedsItsIDNAForm() throws {
        let finding = try #require(Self.image("https://bücher.example/a b.png").only)
        #expect(finding.message == #"modal › image is "https://bücher.example/a b.png": iOS before 7.2.4 cannot parse a URL with "ü" and a space, so iOS drops the image"#)
        #expect(finding.hint == #"write "https://b%C3%BCcher.example/a%20b.png" with the host in its IDNA form (xn--…)"#)
        #expect(try #require(Self.image("https://e.com/bücher.png").only).hint == #"write "https://e.com/b%C3%BCcher.png""#)
    }

    @Test(arguments: ["<", ">", "\\\"", "{", "}", "|", "\\\\", "^", "`", "\\t", "\u{A0}"])
    func charactersRFC3986DoesNotAllowAreNamed(_ character: String) throws {
        let finding = try #require(Self.image("https://e.com/a\(character)b.jpg").only)
        #expect(finding.rule == .unparseableImageURL)
        #expect(finding.hint?.hasPrefix(#"write "https://e.com/a%"#) == true, "\(finding.hint ?? "")")
    }

    @Test func charactersAreListedOnceAndAtMostThree() throws {
        let finding = try #require(Self.image("https://e.com/a b c<d>e{f}.jpg").only)
        #expect(finding.message.hasSuffix(#"cannot parse a URL with a space, "<", ">" and others, so iOS drops the image"#))
        #expect(try #require(Self.image("https://e.com/\\t.jpg").only).message.contains("with U+0009, so"))
        #expect(try #require(Self.image("https://e.com/\\u0001.jpg").only).message.contains(#"with "\u0001", so"#))
        #expect(try #require(Self.image("https://e.com/\u{A0}.jpg").only).message.contains("with U+00A0, so"))
    }

    /// Android takes any non-empty string (`InAppConfigParser`): nothing to say when iOS is not targeted.
    @Test func onlyWhenIOSIsTargeted() {
        let android = [Target(platform: .android)]
        #expect(Self.action("myapp://open item", targets: android).isEmpty)
        #expect(Self.image("https://e.com/a b.jpg", targets: android).isEmpty)
        #expect(Self.action("myapp://50%", targets: android).isEmpty)
    }

    /// One finding per problem: a URL already wrong in form gets no second finding for its characters.
    @Test func aMalformedURLIsNotReportedTwice() throws {
        #expect(Self.image("img/a b.png").map(\.rule) == [.invalidMediaURL])
        #expect(Self.image(" https://e.com/a.jpg").map(\.rule) == [.invalidMediaURL])
        #expect(Self.action("javascript:alert('a b')").map(\.rule) == [.unsafeActionURL])
        #expect(Self.image("http://e.com/a b.jpg").map(\.rule) == [.insecureMediaURL, .unparseableImageURL])
        let trailing = try #require(Self.image("https://e.com/a b.jpg ").only)
        #expect(trailing.message == #"modal › image is "https://e.com/a b.jpg ": a URL cannot start or end with whitespace, so the media never loads"#)
        #expect(trailing.hint == #"write "https://e.com/a%20b.jpg""#)
    }

    /// A translation brings the URL: the finding belongs to the language whose value has the space.
    @Test func aTranslatedURLIsCheckedPerLanguage() throws {
        let config = ##"{"displayType": "banner", "banner": {"showClose": true, "position": "top", "background": "#FFF", "action": {"type": "url", "url": "{{link|text|https://e.com/sale}}"}}}"##
        let pushwoosh = ##"{"default_language": "en", "localization": {"en": {"link": "https://e.com/sale"}, "de": {"link": "https://e.com/angebot neu"}}}"##
        let template = Template(nativeConfig: Array(config.utf8), pushwoosh: Array(pushwoosh.utf8), path: "t")
        let report = TemplateLinter(configuration: LintConfiguration(targets: TargetSelection(targets: Self.ios))).lint(template)
        let finding = try #require(report.diagnostics.filter { $0.rule == .unparseableURL }.only)
        #expect(finding.language == "de" && finding.severity == .error && finding.location.pointer == "/banner/action/url")
        #expect(finding.message.contains(#"is "https://e.com/angebot neu": iOS before 7.2.4 cannot parse a URL with a space"#))
    }
}
