import Foundation
import FoundationXML
@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The XML reports parse as well-formed XML, whatever the findings hold, and read back exactly.
@Suite struct ReporterXMLTests {
    /// Every character XML needs escaped, the whitespace attributes would normalise away, and
    /// controls XML 1.0 cannot carry.
    static let nasty = "a & b < c > d \"e\" 'f' tab\there\nnext\rcr \u{1}\u{1B}[31m \u{FFFE} ok ]]> end"
    /// What a parser reads back: forbidden characters replaced by U+FFFD, everything else kept.
    static let nastyReadBack = "a & b < c > d \"e\" 'f' tab\there\nnext\rcr \u{FFFD}\u{FFFD}[31m \u{FFFD} ok ]]> end"

    static let report = TemplateReport(
        path: "odd & <dir>/promo \"1\".zip",
        kind: .archive,
        diagnostics: [
            Diagnostic(rule: .insecureMediaURL, message: nasty, entry: "native-config.json", pointer: "/modal/image",
                       range: ReporterFixtures.span(2, 3, 2, 9)),
            Diagnostic(rule: .unknownField, message: "plain", entry: "native-config.json", range: ReporterFixtures.span(3, 3, 3, 8)),
        ],
        sources: ["native-config.json": ReporterFixtures.blank]
    )

    @Test func checkstyleIsWellFormedAndKeepsEveryCharacter() throws {
        let document = try ParsedXML(CheckstyleReporter().render([Self.report]))
        #expect(document.elements.map(\.name) == ["checkstyle", "file", "error", "error"])
        #expect(document.elements[1].attributes["name"] == "odd & <dir>/promo \"1\".zip!/native-config.json")
        let error = document.elements[2].attributes
        #expect(error["message"] == "/modal/image: " + Self.nastyReadBack)
        #expect(error["line"] == "2")
        #expect(error["column"] == "3")
        #expect(error["severity"] == "error")
        #expect(error["source"] == "pwtemplate.insecure-media-url")
        #expect(document.elements[3].attributes["severity"] == "warning")
    }

    @Test func junitIsWellFormedAndKeepsEveryCharacter() throws {
        let document = try ParsedXML(JUnitReporter(failLevel: .error).render([Self.report]))
        #expect(document.elements.map(\.name)
            == ["testsuites", "testsuite", "testcase", "failure", "testcase", "system-out"])
        #expect(document.elements[1].attributes["name"] == Self.report.path)
        let failure = document.elements[3]
        #expect(failure.attributes["message"] == "native-config.json /modal/image (2:3): " + Self.nastyReadBack)
        #expect(failure.attributes["type"] == "error")
        #expect(failure.text == "error: native-config.json /modal/image (2:3): " + Self.nastyReadBack)
        #expect(document.elements[5].text == "warning: native-config.json (3:3): plain")
    }

    @Test func junitCountsTestsAndFailuresPerSuiteAndInTotal() throws {
        let document = try ParsedXML(JUnitReporter(failLevel: .error).render(ReporterFixtures.all))
        let suites = document.elements.filter { $0.name == "testsuite" }
        #expect(suites.map { $0.attributes["name"] ?? "" }
            == ["Examples/Spring", "Examples/clean.zip", "Examples/legacy.zip", "Examples/locked", "Examples/promo.zip"])
        for suite in suites {
            let cases = document.children(of: suite).filter { $0.name == "testcase" }
            #expect(suite.attributes["tests"] == String(cases.count))
            let failing = cases.filter { document.children(of: $0).contains { $0.name == "failure" } }
            #expect(suite.attributes["failures"] == String(failing.count))
        }
        #expect(document.elements[0].attributes["tests"] == "10")
        #expect(document.elements[0].attributes["failures"] == "5")
    }

    @Test func warningsBecomeFailuresAtTheWarningFailLevel() throws {
        func failureTypes(_ level: FailLevel) throws -> [String] {
            try ParsedXML(JUnitReporter(failLevel: level).render([Self.report])).elements
                .filter { $0.name == "failure" }.map { $0.attributes["type"] ?? "" }
        }
        #expect(try failureTypes(.error) == ["error"])
        #expect(try failureTypes(.warning) == ["error", "warning"])
        #expect(try failureTypes(.never) == ["error"], "errors always fail their test case")
    }

    @Test func escapingKeepsWhitespaceInAttributesAndReplacesForbiddenControls() {
        #expect(XMLOutput.escaped("a\tb\nc\rd", inAttribute: true) == "a&#9;b&#10;c&#13;d")
        #expect(XMLOutput.escaped("a\tb\nc\rd", inAttribute: false) == "a\tb\nc&#13;d")
        #expect(XMLOutput.escaped("<&>\"'", inAttribute: true) == "&lt;&amp;&gt;&quot;&apos;")
        #expect(XMLOutput.escaped("<&>\"'", inAttribute: false) == "&lt;&amp;&gt;\"'")
        #expect(XMLOutput.escaped("\u{0}\u{8}\u{B}\u{C}\u{1F}\u{FFFF}", inAttribute: false) == String(repeating: "\u{FFFD}", count: 6))
        #expect(XMLOutput.escaped("\r\n", inAttribute: false) == "&#13;\n")
    }
}

/// A parsed XML document: its elements in document order, with attributes, direct text and parent.
final class ParsedXML: NSObject, XMLParserDelegate {
    struct Element {
        var index: Int
        var name: String
        var attributes: [String: String]
        /// The text directly inside the element.
        var text = ""
        var parent: Int?
    }

    struct Malformed: Error {
        var description: String
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    init(_ text: String) throws {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: parser.parserError.map { "\($0)" } ?? "unknown error")
        }
    }

    /// The direct children of `element`.
    func children(of element: Element) -> [Element] {
        elements.filter { $0.parent == element.index }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        elements.append(Element(index: elements.count, name: name, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }
}
