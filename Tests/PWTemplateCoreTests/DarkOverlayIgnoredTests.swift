@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// The `dark` overlay arrived with iOS 7.2.7 (b1518f77) and Android 6.13.0 (2673c0a0); older
/// releases ignore it as an unknown key and show the light variant (sdk-behaviour §7, §15).
@Suite struct DarkOverlayIgnoredTests {
    private static let modal = """
        {
          "displayType": "modal",
          "modal": {
            "showClose": true, "dimBackground": true, "background": "#FFFFFF",
            "title": { "text": "Hello", "color": "#111111" }, "buttons": [],
            "dark": { "background": "#1C1C1E", "title": { "color": "#F2F2F7" } }
          }
        }
        """

    private func findings(_ text: String, _ targets: [String]) throws -> [String] {
        let selection = targets.isEmpty ? TargetSelection.default : TargetSelection(targets: try targets.map { try #require(Target($0)) })
        let report = TemplateLinter(configuration: LintConfiguration(targets: selection))
            .lint(Template(nativeConfig: Array(text.utf8), path: "t"))
        return report.diagnostics.map { finding in
            let start = report.lineColumns(of: finding.location).map { "\($0.start.line):\($0.start.column)" } ?? "-"
            return "\(finding.severity.rawValue) \(finding.rule.id) \(start) \(finding.location.pointer ?? "-") "
                + "\(finding.platform?.rawValue ?? "-") \(finding.message)"
        }
    }

    @Test func aTargetedReleaseBeforeTheOverlayGetsTheNote() throws {
        #expect(try findings(Self.modal, ["ios@7.2.6", "android@6.13.0"]) == [
            "info dark-overlay-ignored 6:5 /modal/dark ios iOS applies `dark` from 7.2.7; the targeted minimum is 7.2.6, "
                + "and older releases ignore it and show the light variant in dark mode too",
        ])
        #expect(try findings(Self.modal, ["android"]) == [
            "info dark-overlay-ignored 6:5 /modal/dark android Android applies `dark` from 6.13.0; the targeted minimum is 6.10.0, "
                + "and older releases ignore it and show the light variant in dark mode too",
        ])
    }

    @Test func theOverlaysReleasesAndTheDefaultTargetsGetNone() throws {
        #expect(try findings(Self.modal, ["ios@7.2.7", "android@6.13.0"]) == [])
        #expect(try findings(Self.modal, ["ios@7.2.8"]) == [])
        // The default targets name no minimum: no note, or every template with `dark` would get one.
        #expect(try findings(Self.modal, []) == [])
        // `"dark": null` counts as absent.
        #expect(try findings(Self.modal.replacing(##"{ "background": "#1C1C1E", "title": { "color": "#F2F2F7" } }"##, with: "null"), ["ios"]) == [])
    }
}
