@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The delivery keys of the root (§4 of the SDK notes). Facts: iOS 7.2.0 `PWInAppConfigParser.swift`
/// (`envelopeNumber`, `envelopeString`) and `PWRichMediaManager.m` / `routeNativeInAppForResource:`;
/// Android 6.10.0 `InAppConfigParser.kt` (`envelopeNumber`, `parseExpiry`) and `ensureInAppId`;
/// the caps in iOS 7.2.0 `PWInAppFrequencyStore.swift` and Android 6.10.0 `InAppFrequencyStore.kt`.
@Suite struct EnvelopeDeliveryCheckTests {
    private static let block = ##""modal": {"showClose": true, "dimBackground": true, "background": "#FFF", "buttons": []}"##

    /// The findings for a root holding `keys` (JSON members, written on line 1 before the block).
    private func findings(_ keys: String) -> [Diagnostic] {
        let parsed = JSONParser.parse(Array(text(keys).utf8))
        guard let root = parsed.cursor, let members = root.members else {
            Issue.record("not an object: \(keys)")
            return []
        }
        return EnvelopeDeliveryCheck.check(members, text: parsed.text)
    }

    /// The root holding `keys`.
    private func text(_ keys: String) -> String {
        ##"{"displayType": "modal", \##(keys), \##(Self.block)}"##
    }

    /// Where `finding` starts in the root holding `keys`.
    private func start(_ finding: Diagnostic?, _ keys: String) -> SourcePosition? {
        finding?.location.start(in: SourceText(bytes: Array(text(keys).utf8)))
    }

    /// Where a value written right after `{"displayType": "modal", ` plus `prefix` starts.
    private func column(after prefix: String) -> SourcePosition {
        SourcePosition(line: 1, column: ##"{"displayType": "modal", "##.count + prefix.count + 1)
    }

    // MARK: inAppId — both SDKs replace a missing, empty or non-string one with the resource code.

    @Test func aNumericInAppIdIsAWarningThatNamesTheResourceCode() throws {
        let keys = ##""inAppId": 5"##
        let finding = try #require(findings(keys).only)
        #expect(finding.rule == .envelopeInAppID && finding.severity == .warning)
        #expect(finding.message == "inAppId is a number, not a string: both SDKs replace it with the resource code, so frequency caps and analytics key on the resource code, not on 5")
        #expect(finding.hint == ##"write it as a string: "inAppId": "5""##)
        #expect(finding.location.pointer == "/inAppId")
        #expect(start(finding, keys) == column(after: ##""inAppId": "##))
    }

    @Test func anEmptyOrNonScalarInAppIdIsAWarning() {
        #expect(findings(##""inAppId": """##).map(\.message) == [
            "inAppId is empty: both SDKs replace it with the resource code, so frequency caps and analytics key on the resource code",
        ])
        #expect(findings(##""inAppId": true"##).map(\.message) == [
            "inAppId is a boolean, not a string: both SDKs replace it with the resource code, so frequency caps and analytics key on the resource code",
        ])
    }

    @Test(arguments: [##""inAppId": "spring-sale""##, ##""inAppId": null"##, ##""other": 1"##])
    func aStringMissingOrNullInAppIdIsNothing(_ keys: String) {
        #expect(findings(keys).isEmpty)
    }

    // MARK: maxDisplays, cooldown, expireDate, ttl — a number or a numeric string, else ignored.

    @Test func aNonNumericValueIsIgnoredWithWhatThatMeans() {
        let keys = ##""maxDisplays": "many", "cooldown": {}, "expireDate": "2030-01-01", "ttl": "soon""##
        let found = findings(keys)
        #expect(found.map(\.rule) == [.envelopeValueIgnored, .envelopeValueIgnored, .envelopeValueIgnored, .envelopeValueIgnored])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.map(\.message) == [
            ##"maxDisplays is "many", not a number or a numeric string: the SDKs ignore it, so no display cap applies"##,
            "cooldown is an object, not a number or a numeric string: the SDKs ignore it, so no minimum gap between displays applies",
            ##"expireDate is "2030-01-01", not a number or a numeric string: the SDKs ignore it, so it does not expire the message"##,
            ##"ttl is "soon", not a number or a numeric string: the SDKs ignore it, so it does not expire the message"##,
        ])
        #expect(found.map(\.location.pointer) == ["/maxDisplays", "/cooldown", "/expireDate", "/ttl"])
        #expect(found.first?.hint == "write maxDisplays as a number, or remove it")
        #expect(start(found.first, keys) == column(after: ##""maxDisplays": "##))
    }

    /// iOS reads a string with `Double(_:)`, Android with `toDoubleOrNull`: both read a plain
    /// decimal; a blank-padded or hexadecimal string is read by only one of them.
    @Test(arguments: [##"" 60""##, ##""0x3C""##, ##""60s""##, ##""""##, "true", "[60]", ##""Infinity""##])
    func aStringOnlyOneOrNeitherSDKReadsIsIgnored(_ value: String) {
        #expect(findings(##""cooldown": \##(value)"##).map(\.rule) == [.envelopeValueIgnored])
    }

    @Test(arguments: ["60", "6e1", "60.5", ##""60""##, ##""+60""##, ##"".5""##, ##""6E1""##, "null"])
    func numbersAndNumericStringsAreAccepted(_ value: String) {
        #expect(findings(##""cooldown": \##(value), "expireDate": \##(value), "maxDisplays": 3"##).isEmpty)
    }

    @Test func aTTLOfZeroOrLessIsIgnored() throws {
        let finding = try #require(findings(##""ttl": "-60""##).only)
        #expect(finding.rule == .envelopeValueIgnored)
        #expect(finding.message == "ttl -60 is ignored: the SDKs use ttl only when it is above 0 seconds, so it does not expire the message")
        #expect(finding.hint == "give the lifetime in seconds above 0, or remove ttl")
        #expect(findings(##""ttl": 0"##).map(\.rule) == [.envelopeValueIgnored])
        #expect(findings(##""ttl": 1"##).isEmpty)
    }

    @Test func aTTLBesideAnExpireDateIsIgnored() throws {
        let keys = ##""expireDate": 1893456000, "ttl": 86400"##
        let finding = try #require(findings(keys).only)
        #expect(finding.message == "ttl is ignored: expireDate is set, and both SDKs let it take precedence")
        #expect(finding.location.pointer == "/ttl")
        #expect(start(finding, keys) == column(after: ##""expireDate": 1893456000, "ttl": "##))
        // An ignored expireDate leaves ttl in charge: only the expireDate is reported.
        #expect(findings(##""expireDate": "never", "ttl": 86400"##).map(\.location.pointer) == ["/expireDate"])
    }

    // MARK: maxDisplays below 1 is read, not ignored: with capping on, the message never shows.

    @Test(arguments: [("-1", "-1"), ("0", "0"), (##""0.5""##, "0.5")])
    func aDisplayCapBelowOneBlocksTheMessage(_ value: String, _ shown: String) throws {
        let keys = ##""maxDisplays": \##(value)"##
        let finding = try #require(findings(keys).only)
        #expect(finding.rule == .envelopeMaxDisplays && finding.severity == .warning)
        #expect(finding.message == "maxDisplays \(shown) allows no display: once the app enables frequency capping, both SDKs compare the display count (0 at first) with it and never show the message")
        #expect(finding.hint == "set maxDisplays to 1 or more, or remove it")
        #expect(start(finding, keys) == column(after: ##""maxDisplays": "##))
    }

    @Test func aDisplayCapOfOneOrMoreIsNothing() {
        #expect(findings(##""maxDisplays": 1"##).isEmpty)
        #expect(findings(##""maxDisplays": "3""##).isEmpty)
    }

    /// The linter runs the check once per template, beside the structure checks, and even when
    /// the display type is unknown (the envelope does not depend on it).
    @Test func theLinterReportsEnvelopeFindingsWithTheEntry() {
        let template = Template(nativeConfig: Array(##"{"displayType": "modl", "inAppId": 5, "ttl": "soon"}"##.utf8), path: "promo")
        let report = TemplateLinter().lint(template)
        #expect(report.diagnostics.map(\.rule.id) == ["display-type-unknown", "envelope-in-app-id", "envelope-value-ignored"])
        #expect(report.diagnostics.map(\.location.entry) == ["native-config.json", "native-config.json", "native-config.json"])
    }
}
