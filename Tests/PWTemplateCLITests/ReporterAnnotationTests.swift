import Foundation
@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The GitHub workflow commands and the GitLab Code Quality report.
@Suite struct ReporterAnnotationTests {
    static let folder = "/work/repo"

    @Test func workflowCommandDataEscapesPercentAndLineBreaks() {
        #expect(GitHubReporter.escapedData("50% off\r\nnext: a,b") == "50%25 off%0D%0Anext: a,b")
        #expect(GitHubReporter.escapedProperty("50% off\r\nnext: a,b") == "50%25 off%0D%0Anext%3A a%2Cb")
    }

    @Test func aZIPAnnotationHasNoPositionAndAFolderAnnotationHasTheRange() {
        let zip = TemplateReport(path: "promos/a,b:c.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .insecureMediaURL, message: "100% wrong\nreally", entry: "native-config.json",
                       pointer: "/modal/image", range: ReporterFixtures.span(12, 17, 12, 47)),
        ], sources: ["native-config.json": ReporterFixtures.blank])
        let folder = TemplateReport(path: "/work/repo/promo", kind: .folder, diagnostics: [
            Diagnostic(rule: .unknownField, message: "unknown", entry: "native-config.json", range: ReporterFixtures.span(3, 5, 3, 9)),
            Diagnostic(rule: .htmlTemplate, message: "html", severity: .info),
        ], sources: ["native-config.json": ReporterFixtures.blank])
        #expect(GitHubReporter(currentDirectory: Self.folder).render([zip, folder]) == """
            ::notice file=promo,title=html-template::html
            ::warning file=promo/native-config.json,line=3,col=5,endLine=3,endColumn=9,title=unknown-field::native-config.json (3:5): unknown
            ::error file=promos/a%2Cb%3Ac.zip,title=insecure-media-url::native-config.json /modal/image (12:17): 100%25 wrong%0Areally

            """)
    }

    private static func issues(_ reports: [TemplateReport]) throws -> [[String: Any]] {
        let text = GitLabReporter(currentDirectory: folder).render(reports)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test func codeQualityIssuesMapSeveritiesAndLocations() throws {
        let issues = try Self.issues(ReporterFixtures.all)
        #expect(issues.count == 9)
        let byRule = Dictionary(uniqueKeysWithValues: issues.map { ($0["check_name"] as? String ?? "", $0) })
        #expect(byRule["insecure-media-url"]?["severity"] as? String == "major")
        #expect(byRule["archive-junk"]?["severity"] as? String == "minor")
        #expect(byRule["html-template"]?["severity"] as? String == "info")
        let zipLocation = byRule["insecure-media-url"]?["location"] as? [String: Any]
        #expect(zipLocation?["path"] as? String == "Examples/promo.zip")
        #expect(zipLocation?["lines"] as? [String: Int] == ["begin": 1])
        let folderLocation = byRule["invalid-color"]?["location"] as? [String: Any]
        #expect(folderLocation?["path"] as? String == "Examples/Spring/native-config.json")
        #expect(folderLocation?["lines"] as? [String: Int] == ["begin": 4])
        #expect(byRule["insecure-media-url"]?["description"] as? String
            == "native-config.json /modal/image (11:14): modal › image is \"http://cdn.example.com/a.png\": an http: URL, blocked by App Transport Security (iOS) and the cleartext policy (Android 9+)")
    }

    @Test func codeQualityFingerprintsAreUniqueAndSurviveLineShifts() throws {
        func report(firstLine: Int) -> TemplateReport {
            TemplateReport(path: "promo", kind: .folder, diagnostics: [
                Diagnostic(rule: .unknownField, message: "a", entry: "native-config.json", pointer: "/modal/x",
                           range: ReporterFixtures.span(firstLine, 3, firstLine, 6)),
                Diagnostic(rule: .unknownField, message: "a", entry: "native-config.json", pointer: "/modal/x",
                           range: ReporterFixtures.span(firstLine + 4, 3, firstLine + 4, 6)),
                Diagnostic(rule: .unknownField, message: "a", entry: "native-config.json", pointer: "/modal/x",
                           range: ReporterFixtures.span(firstLine + 4, 3, firstLine + 4, 6), language: "de"),
            ], sources: ["native-config.json": ReporterFixtures.blank])
        }
        let before = try Self.issues([report(firstLine: 2)]).map { $0["fingerprint"] as? String }
        let after = try Self.issues([report(firstLine: 20)]).map { $0["fingerprint"] as? String }
        #expect(Set(before).count == 3)
        #expect(before == after)
    }

    @Test func fnv1aMatchesTheReferenceValuesAndSeparatesFields() {
        // Reference FNV-1a 64 of "" and "a"; then the same with the 0xFF field terminator.
        var hash = FNV1a.offsetBasis
        #expect(hash == 0xcbf2_9ce4_8422_2325)
        hash = (hash ^ UInt64(UInt8(ascii: "a"))) &* FNV1a.prime
        #expect(hash == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash(["a"]) == (hash ^ 0xFF) &* FNV1a.prime)
        #expect(FNV1a.hash(["ab", "c"]) != FNV1a.hash(["a", "bc"]))
    }
}
