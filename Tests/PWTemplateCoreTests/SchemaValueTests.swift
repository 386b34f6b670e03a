@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Accept/reject tables of each value kind, through the whole validator: a modal whose
/// `background` (or another field) takes the value under test.
@Suite struct SchemaValueTests {
    /// The findings of a modal whose members are `members` plus the required ones not given.
    static func modal(_ members: String, targets: [Target]? = nil) -> [Diagnostic] {
        var given: Set<String> = []
        if case .object(let parsed)? = JSONParser.parse(Array("{\(members)}".utf8)).root?.value {
            given = Set(parsed.map(\.key))
        }
        var block = members
        for (key, value) in [("showClose", "true"), ("dimBackground", "true"), ("background", "\"#FFF\""), ("buttons", "[]")]
        where !given.contains(key) {
            block += (block.isEmpty ? "" : ", ") + "\"\(key)\": \(value)"
        }
        return SchemaLint.findings(SchemaLint.config(.modal, "{\(block)}"), targets: targets)
    }

    static func colour(_ value: String, targets: [Target]? = nil) -> [Diagnostic] {
        modal("\"background\": \(value)", targets: targets)
    }

    // MARK: Colours (sdk-behaviour §8)

    @Test(arguments: ["#FFF", "#fff", "#FFFA", "#0E72E5", "#0e72e5ff", "#00000000", "#FFFFFF00", "#FF000080"])
    func portableColoursPass(_ value: String) {
        #expect(Self.colour("\"\(value)\"").isEmpty)
    }

    @Test(arguments: [
        ("0E72E5FF", "write \"#0E72E5FF\""), ("0x0E72E5", "write \"#0E72E5\""), ("red", "write \"#FF0000\""),
        ("#0E72E", nil), ("#0E72E5F", nil), ("#FF", nil), ("#GGGGGG", nil), ("rgb(0,0,0)", nil), ("#-FFF", "write \"#FFF\""),
    ] as [(String, String?)])
    func malformedColoursAreErrorsOnBothPlatforms(_ value: String, _ hint: String?) throws {
        let finding = try #require(Self.colour("\"\(value)\"").only)
        #expect(finding.rule == .invalidColor && finding.severity == .error && finding.platform == nil)
        #expect(finding.message.contains("\"\(value)\""))
        if let hint { #expect(finding.hint?.contains(hint) == true, "\(finding.hint ?? "")") }
    }

    @Test func aLeadingSpaceIsRejectedByIOSOnly() throws {
        let finding = try #require(Self.colour("\" #FFF\"").only)
        #expect(finding.rule == .invalidColor && finding.severity == .error && finding.platform == .ios)
        #expect(finding.message.contains("rejected by iOS"))
        #expect(Self.colour("\" #FFF\"", targets: [Target(platform: .android)]).isEmpty)
    }

    @Test func aSignIsRejectedByAndroidOnly() throws {
        let finding = try #require(Self.colour("\"#+FFF\"").only)
        #expect(finding.platform == .android && finding.message.contains("rejected by Android"))
        #expect(Self.colour("\"#+FFF\"", targets: [Target(platform: .ios)]).isEmpty)
    }

    @Test func trailingWhitespaceIsAWarning() throws {
        let finding = try #require(Self.colour("\"#FFF \"").only)
        #expect(finding.rule == .colorTrailingWhitespace && finding.severity == .warning && finding.platform == nil)
    }

    @Test func anAlphaFirstColourIsAWarningNamingTheCSSOrder() throws {
        let finding = try #require(Self.colour("\"#80FF0000\"").only)
        #expect(finding.rule == .colorAlphaFirst && finding.severity == .warning && finding.message.contains("alpha comes last"))
        #expect(finding.hint?.contains("\"#FF000080\"") == true)
    }

    @Test func emptyAndWrongTypedColoursUseTheirOwnRules() {
        #expect(Self.colour("\"\"").map(\.rule.id) == ["empty-string"])
        #expect(Self.colour("16777215").map(\.rule.id) == ["type-mismatch"])
    }

    // MARK: Numbers

    static func button(radius: String) -> String {
        ##""buttons": [{"text": {"text": "A", "color": "#000"}, "background": "#FFF", "border": {"color": "#000", "radius": \##(radius)}, "action": {"type": "close"}}]"##
    }

    @Test(arguments: ["0", "12", "0.5", "-0", "1e2"])
    func radiiFromZeroPass(_ radius: String) {
        #expect(Self.modal(Self.button(radius: radius)).isEmpty)
    }

    @Test func aNegativeRadiusIsRejectedByIOS() throws {
        let finding = try #require(Self.modal(Self.button(radius: "-1")).only)
        #expect(finding.rule == .valueOutOfRange && finding.platform == .ios)
        #expect(finding.location.pointer == "/modal/buttons/0/border/radius")
        #expect(finding.message.hasPrefix("modal › buttons[0] › border › radius is -1: rejected by iOS"))
        #expect(Self.modal(Self.button(radius: "-1"), targets: [Target(platform: .android)]).isEmpty)
    }

    @Test(arguments: ["1e400", "-1e400"])
    func nonFiniteNumbersAreOutOfRange(_ radius: String) {
        #expect(Self.modal(Self.button(radius: radius), targets: [Target(platform: .android)]).map(\.rule.id) == ["value-out-of-range"])
    }

    @Test(arguments: [("\"12\"", "write 12 without quotes"), ("true", nil), ("null", nil)] as [(String, String?)])
    func numbersAreNeverCoerced(_ radius: String, _ hint: String?) throws {
        let finding = try #require(Self.modal(Self.button(radius: radius)).only)
        #expect(finding.rule == (radius == "null" ? .requiredField : .typeMismatch))
        if let hint { #expect(finding.hint?.hasPrefix(hint) == true) }
    }

    static func banner(autoDismiss: String) -> [Diagnostic] {
        SchemaLint.findings(SchemaLint.config(.banner, ##"{"showClose": true, "position": "top", "background": "#FFF", "action": {"type": "close"}, "autoDismiss": \##(autoDismiss)}"##))
    }

    @Test func autoDismissMustBePositiveAndIsBestAtLeastASecond() {
        #expect(Self.banner(autoDismiss: "0").map(\.rule.id) == ["value-out-of-range"])
        #expect(Self.banner(autoDismiss: "-1").map(\.rule.id) == ["value-out-of-range"])
        #expect(Self.banner(autoDismiss: "0.2").map(\.rule.id) == ["value-clamped"])
        #expect(Self.banner(autoDismiss: "1").isEmpty)
        #expect(Self.banner(autoDismiss: "null").isEmpty)
    }

    static func pip(width: String) -> [Diagnostic] {
        SchemaLint.findings(SchemaLint.config(.pip, ##"{"showClose": true, "position": "top-left", "loop": true, "muted": true, "url": "https://e.com/v.mp4", "width": \##(width), "aspectRatio": 1}"##))
    }

    @Test func pipWidthIsAPercentageOverOneAndAFractionUpToOne() throws {
        for accepted in ["15", "40", "70", "0.15", "0.4", "0.7"] { #expect(Self.pip(width: accepted).isEmpty, "\(accepted)") }
        for clamped in ["5", "80", "1.5", "0.1", "0.9"] { #expect(Self.pip(width: clamped).map(\.rule.id) == ["value-clamped"], "\(clamped)") }
        for rejected in ["0", "-40"] { #expect(Self.pip(width: rejected).map(\.rule.id) == ["value-out-of-range"], "\(rejected)") }
        let one = try #require(Self.pip(width: "1").only)
        #expect(one.rule == .valueClamped && one.message.contains("100 % of the screen width, not 1 %") && one.message.contains("70 %"))
    }

    static func scratchcard(threshold: String) -> [Diagnostic] {
        SchemaLint.findings(SchemaLint.config(.scratchcard, ##"{"showClose": true, "background": "#FFF", "revealThreshold": \##(threshold), "cover": {"background": "#CCC"}, "reward": {"code": "A"}}"##))
    }

    @Test func revealThresholdIsRejectedOutsideZeroToOneAndClampedOutsideATenthToNineTenths() {
        for accepted in ["0.1", "0.5", "0.9"] { #expect(Self.scratchcard(threshold: accepted).isEmpty) }
        for clamped in ["0.05", "0.95", "1"] { #expect(Self.scratchcard(threshold: clamped).map(\.rule.id) == ["value-clamped"]) }
        for rejected in ["0", "-0.5", "1.01", "2"] { #expect(Self.scratchcard(threshold: rejected).map(\.rule.id) == ["value-out-of-range"]) }
    }

    static func spinwheel(winIndex: String, segments: Int = 3, weight: String = "1") -> [Diagnostic] {
        let segment = ##"{"message": {"text": "A", "color": "#000"}, "weight": \##(weight)}"##
        let list = Array(repeating: segment, count: segments).joined(separator: ", ")
        return SchemaLint.findings(SchemaLint.config(.spinwheel, ##"{"showClose": true, "background": "#FFF", "winIndex": \##(winIndex), "spinButton": {"text": {"text": "Go", "color": "#000"}, "background": "#FFF", "border": {"color": "#000", "radius": 1}}, "reward": {"code": "A"}, "segments": [\##(list)]}"##))
    }

    @Test func winIndexIsTruncatedAndClampedToTheSegments() throws {
        for accepted in ["0", "2", "2.0"] { #expect(Self.spinwheel(winIndex: accepted).isEmpty, "\(accepted)") }
        let fractional = try #require(Self.spinwheel(winIndex: "2.7").only)
        #expect(fractional.rule == .valueClamped && fractional.message.contains("truncated to 2"))
        let high = try #require(Self.spinwheel(winIndex: "99").only)
        #expect(high.message.contains("clamped to 2") && high.hint == "write a whole index from 0 to 2")
        let low = try #require(Self.spinwheel(winIndex: "-5").only)
        #expect(low.message.contains("clamped to 0"))
        #expect(Self.spinwheel(winIndex: "\"1\"").map(\.rule.id) == ["type-mismatch"])
    }

    @Test func segmentsMustNumberTwoToTwelveWithNonNegativeWeights() {
        #expect(Self.spinwheel(winIndex: "0", segments: 2).isEmpty)
        #expect(Self.spinwheel(winIndex: "0", segments: 12).isEmpty)
        #expect(Self.spinwheel(winIndex: "0", segments: 1).map(\.rule.id) == ["segment-count"])
        #expect(Self.spinwheel(winIndex: "0", segments: 13).map(\.rule.id) == ["segment-count"])
        #expect(Self.spinwheel(winIndex: "0", segments: 0).map(\.rule.id) == ["segment-count"])
        #expect(Self.spinwheel(winIndex: "0", segments: 2, weight: "0").isEmpty)
        #expect(Self.spinwheel(winIndex: "0", segments: 2, weight: "-1").map(\.rule.id) == ["value-out-of-range", "value-out-of-range"])
    }

    // MARK: URLs (sdk-behaviour §9)

    @Test(arguments: ["https://example.com/a.jpg", "HTTPS://EXAMPLE.COM/A.JPG", "https://user@cdn.example.com:8443/a.jpg?x=1#f", "https://example.com"])
    func absoluteHTTPSMediaPasses(_ url: String) {
        #expect(Self.modal("\"image\": \"\(url)\"").isEmpty)
    }

    @Test(arguments: [
        ("http://example.com/a.jpg", Rule.insecureMediaURL, "write \"https://example.com/a.jpg\""),
        ("img/hero.png", .invalidMediaURL, "host the file"),
        ("/img/hero.png", .invalidMediaURL, "host the file"),
        ("//cdn.example.com/a.jpg", .invalidMediaURL, "write \"https://cdn.example.com/a.jpg\""),
        ("file:///tmp/a.jpg", .invalidMediaURL, "host the file"),
        ("data:image/png;base64,AAAA", .invalidMediaURL, "host the file"),
        ("ftp://example.com/a.jpg", .invalidMediaURL, "host the file"),
        (" https://example.com/a.jpg", .invalidMediaURL, "write \"https://example.com/a.jpg\""),
        ("https://example.com/a.jpg ", .invalidMediaURL, "write \"https://example.com/a.jpg\""),
        ("https:///a.jpg", .invalidMediaURL, "host/path"),
        ("https:example.com", .invalidMediaURL, "host/path"),
    ])
    func otherMediaURLsAreRejected(_ url: String, _ rule: Rule, _ hint: String) throws {
        let finding = try #require(Self.modal("\"image\": \"\(url)\"").only)
        #expect(finding.rule == rule && finding.severity == .error)
        #expect(finding.hint?.contains(hint) == true, "\(finding.hint ?? "")")
    }

    @Test func aRelativeMediaPathSaysTheZIPIsNeverRead() throws {
        let finding = try #require(Self.modal("\"image\": \"img/hero.png\"").only)
        #expect(finding.message.contains("a file in the ZIP is never read"))
    }

    static func action(_ action: String) -> [Diagnostic] {
        SchemaLint.findings(SchemaLint.config(.banner, ##"{"showClose": true, "position": "top", "background": "#FFF", "action": \##(action)}"##))
    }

    @Test(arguments: ["https://example.com", "myapp://offers/42", "pushwoosh://sale", "mailto:a@example.com", "tel:+123"])
    func actionURLsWithASchemePass(_ url: String) {
        #expect(Self.action(##"{"type": "url", "url": "\##(url)"}"##).isEmpty)
    }

    @Test(arguments: [
        ("javascript:alert(1)", Rule.unsafeActionURL), ("JavaScript:void(0)", .unsafeActionURL), ("data:text/html,hi", .unsafeActionURL),
        ("file:///etc/passwd", .unsafeActionURL), ("vbscript:x", .unsafeActionURL), ("blob:https://e.com/1", .unsafeActionURL),
        ("about:blank", .unsafeActionURL), ("http://example.com", .insecureActionURL),
        ("example.com/sale", .actionURLForm), ("/sale", .actionURLForm), ("//example.com", .actionURLForm), ("sale", .actionURLForm),
    ])
    func suspiciousActionURLs(_ url: String, _ rule: Rule) {
        #expect(Self.action(##"{"type": "url", "url": "\##(url)"}"##).map(\.rule.id) == [rule.id])
    }

    @Test func actionStructureIsInvalidAction() {
        #expect(Self.action(##"{"type": "url", "url": ""}"##).map(\.rule.id) == ["invalid-action"])
        #expect(Self.action(##"{"type": "url", "url": null}"##).map(\.rule.id) == ["invalid-action"])
        #expect(Self.action(##"{"type": "url", "url": 5}"##).map(\.rule.id) == ["invalid-action"])
        #expect(Self.action(##"{"url": "https://e.com"}"##).map(\.rule.id) == ["invalid-action"])
        #expect(Self.action(##"{"type": ""}"##).map(\.rule.id) == ["invalid-action"])
        #expect(Self.action(##"{"type": "Close"}"##).isEmpty)
        #expect(Self.action("[]").map(\.rule.id) == ["invalid-action"])
        #expect(Self.action("null").map(\.rule.id) == ["required-field"])
    }

    @Test func aURLBesideCloseIsIgnored() throws {
        let finding = try #require(Self.action(##"{"type": "close", "url": "javascript:x"}"##).only)
        #expect(finding.rule == .ignoredField && finding.location.pointer == "/banner/action/url")
        #expect(Self.action(##"{"type": "close", "url": null}"##).isEmpty)
    }

    // MARK: Null, booleans, texts, enums

    @Test func nullIsAbsentForOptionalFieldsAndMissingForRequiredOnes() {
        #expect(Self.modal(##""image": null, "title": null, "message": null"##).isEmpty)
        let findings = Self.modal(##""showClose": null, "dimBackground": null"##)
        #expect(findings.map(\.rule.id) == ["required-field", "required-field"])
        #expect(findings.map(\.location.pointer) == ["/modal/showClose", "/modal/dimBackground"])
    }

    @Test func booleansAreNeverCoerced() throws {
        let quoted = try #require(Self.modal(##""showClose": "TRUE""##).only)
        #expect(quoted.rule == .typeMismatch && quoted.hint?.hasPrefix("write true without quotes") == true)
        let number = try #require(Self.modal(##""showClose": 1"##).only)
        #expect(number.message.contains("not the number 1") && number.hint == "write true, not a number")
    }

    @Test func whitespaceTextIsAcceptedButEmptyTextIsNot() {
        #expect(Self.modal(##""title": {"text": " ", "color": "#000"}"##).isEmpty)
        #expect(Self.modal(##""title": {"text": "", "color": "#000"}"##).map(\.rule.id) == ["empty-string"])
        #expect(Self.modal(##""title": {"text": 5, "color": "#000"}"##).map(\.hint) == ["write it in quotes: \"5\""])
    }

    @Test func aTextWrittenAsAStringGetsTheObjectAsHint() throws {
        let finding = try #require(Self.modal(##""title": "Hello""##).only)
        #expect(finding.rule == .typeMismatch)
        #expect(finding.message == "modal › title must be a Text object, not the string \"Hello\"")
        #expect(finding.hint == "write {\"text\": \"Hello\", \"color\": \"#000000FF\"}")
    }

    @Test func enumsMatchInAnyCaseAndSuggestTheNearest() throws {
        #expect(Self.pip(width: "40").isEmpty)
        let findings = SchemaLint.findings(SchemaLint.config(.banner, ##"{"showClose": true, "position": "botom", "background": "#FFF", "action": {"type": "close"}}"##))
        let finding = try #require(findings.only)
        #expect(finding.rule == .invalidEnum && finding.message.contains("expected one of top, bottom"))
        #expect(finding.hint == "did you mean \"bottom\"?")
    }

    // MARK: Lists and gradients

    @Test func everyListElementIsChecked() {
        let findings = Self.modal(##""buttons": [null, 5, {}]"##)
        #expect(findings.map(\.rule.id) == ["type-mismatch", "type-mismatch", "required-field", "required-field", "required-field", "required-field"])
        #expect(Array(findings.map(\.location.pointer).prefix(3)) == ["/modal/buttons/0", "/modal/buttons/1", "/modal/buttons/2/text"])
    }

    @Test func emptyCarouselItemsAreValidButAnEmptyListIsNot() {
        #expect(SchemaLint.findings(SchemaLint.config(.carousel, ##"{"showClose": true, "items": [{}, {}]}"##)).isEmpty)
        #expect(SchemaLint.findings(SchemaLint.config(.carousel, ##"{"showClose": true, "items": []}"##)).map(\.rule.id) == ["empty-list"])
        #expect(SchemaLint.findings(SchemaLint.config(.stories, ##"{"showClose": true, "loop": true, "items": []}"##)).map(\.rule.id) == ["empty-list"])
        #expect(SchemaLint.findings(SchemaLint.config(.carousel, ##"{"showClose": true, "items": {}}"##)).map(\.hint) == ["put it in a list: [ {…} ]"])
    }

    @Test func aSurfaceBackgroundIsAColourOrANonEmptyListOfColours() {
        let cases: [(String, [Rule])] = [
            ("\"#FFF\"", []), ("[\"#FFF\"]", []), ("[\"#FFF\", \"#000\", \"#F00\"]", []),
            ("[]", [.emptyList]), ("[\"#FFF\", 5]", [.typeMismatch]), ("[\"#FFF\", \"blue\"]", [.invalidColor]),
            ("5", [.typeMismatch]), ("{}", [.typeMismatch]), ("null", [.requiredField]),
        ]
        for (background, rules) in cases {
            let findings = SchemaLint.findings(SchemaLint.config(.scratchcard, ##"{"showClose": true, "background": \##(background), "revealThreshold": 0.5, "cover": {"background": "#CCC"}, "reward": {"code": "A"}}"##))
            #expect(findings.map(\.rule.id) == rules.map(\.id), "\(background)")
        }
    }

    @Test func aRewardNeedsATitleOrANonEmptyCode() {
        let text = ##"{"text": "Win", "color": "#000"}"##
        let cases: [(String, [Rule])] = [
            (##"{"title": \##(text)}"##, []), (##"{"code": "A"}"##, []), (##"{"code": "", "title": \##(text)}"##, []),
            (##"{"code": ""}"##, [.rewardMissingTitleOrCode]), (##"{"title": null, "code": null}"##, [.rewardMissingTitleOrCode]),
            ("{}", [.rewardMissingTitleOrCode]), (##"{"code": 5}"##, [.typeMismatch]), ("\"A\"", [.typeMismatch]),
        ]
        for (reward, rules) in cases {
            let findings = SchemaLint.findings(SchemaLint.config(.scratchcard, ##"{"showClose": true, "background": "#FFF", "revealThreshold": 0.5, "cover": {"background": "#CCC"}, "reward": \##(reward)}"##))
            #expect(findings.map(\.rule.id) == rules.map(\.id), "\(reward)")
        }
    }
}

extension Array {
    /// The single element, if there is exactly one.
    var only: Element? { count == 1 ? first : nil }
}
