@testable import PWTemplateInbox
@testable import PWTemplateLint
import PWTemplateSyntax
import Testing

/// `inbox-deeplink-unhandled`: with the app's schemes in `.pwtemplate.json` `app`, a button or
/// slide URL of another custom scheme is a dead control; http(s) links and an unset `app` are
/// not checked.
@Suite struct InboxDeeplinkTests {
    /// A classic card with a button to `button` and, when given, a carousel slide to `slide`.
    private static func message(button: String, slide: String? = nil) -> String {
        let carousel = slide.map { #", "carousel": [{"image": "https://cdn.example.com/1.jpg", "url": "\#($0)"}]"# } ?? ""
        return #"{"ios_title": "Sale", "content": "30% off", "inbox_days": 7, "data": {"displayType": "classic", "buttons": [{"title": "Claim", "url": "\#(button)"}]\#(carousel)}}"#
    }

    private static func lint(_ text: String, schemes: [String]) -> [Diagnostic] {
        var configuration = LintConfiguration()
        configuration.app = AppLinks(schemes: schemes)
        return InboxKind().lint(JSONFileDocument(path: "promo.inbox.json", bytes: Array(text.utf8)), configuration: configuration)
            .diagnostics.filter { $0.rule == .inboxDeeplinkUnhandled }
    }

    @Test func aSchemeTheAppDoesNotNameIsADeadButton() throws {
        let text = Self.message(button: "otherapp://promo")
        let finding = try #require(Self.lint(text, schemes: ["exampleapp"]).first)
        #expect(finding.severity == .error && finding.location.pointer == "/data/buttons/0/url")
        #expect(finding.message.contains("otherapp") && finding.message.contains("exampleapp"))
    }

    @Test func theAppsOwnSchemeInAnyCaseAndWebLinksPass() {
        for url in ["exampleapp://promo", "ExampleApp://promo", "https://example.com/promo", "http://example.com/promo", "tel:+15550100", "mailto:help@example.com"] {
            #expect(Self.lint(Self.message(button: url), schemes: ["exampleapp"]).isEmpty, "\(url)")
        }
    }

    @Test func withoutAppSchemesNothingIsChecked() {
        #expect(Self.lint(Self.message(button: "otherapp://promo"), schemes: []).isEmpty)
    }

    @Test func aSlideURLIsCheckedToo() {
        let findings = Self.lint(Self.message(button: "exampleapp://promo", slide: "otherapp://slide"), schemes: ["exampleapp"])
        #expect(findings.map(\.location.pointer) == ["/data/carousel/0/url"])
    }
}
