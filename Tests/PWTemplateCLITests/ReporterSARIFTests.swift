import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
@testable import PWTemplateNative
import PWTemplateSyntax
import Testing

/// The SARIF log, read back as JSON the way a SARIF consumer reads it.
@Suite struct ReporterSARIFTests {
    static let folder = "/work/repo"

    static func log(_ reports: [TemplateReport], folder: String = folder) throws -> [String: Any] {
        let text = SARIFReporter(toolVersion: "1.2.3", currentDirectory: folder).render(reports)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func run(_ log: [String: Any]) throws -> [String: Any] {
        try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func results(_ reports: [TemplateReport], folder: String = folder) throws -> [[String: Any]] {
        try #require(try run(log(reports, folder: folder))["results"] as? [[String: Any]])
    }

    static func location(_ result: [String: Any]) throws -> [String: Any] {
        try #require((result["locations"] as? [[String: Any]])?.first)
    }

    static func artifact(_ result: [String: Any]) throws -> [String: Any] {
        let physical = try #require(try location(result)["physicalLocation"] as? [String: Any])
        return try #require(physical["artifactLocation"] as? [String: Any])
    }

    static func region(_ result: [String: Any]) throws -> [String: Any]? {
        let physical = try #require(try location(result)["physicalLocation"] as? [String: Any])
        return physical["region"] as? [String: Any]
    }

    static func fingerprint(_ result: [String: Any]) -> String? {
        (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]
    }

    @Test func theLogNamesItsSchemaVersionAndTool() throws {
        let log = try Self.log(ReporterFixtures.all)
        #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
        #expect(log["version"] as? String == "2.1.0")
        let run = try Self.run(log)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "pwtemplate")
        #expect(driver["semanticVersion"] as? String == "1.2.3")
        #expect(driver["informationUri"] as? String == ToolInfo.informationURI)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]
        #expect(base?["uri"] == "file:///work/repo/")
    }

    @Test func everyResultPointsAtItsRuleWhichCarriesTheCatalogueMetadata() throws {
        let run = try Self.run(Self.log(ReporterFixtures.all))
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 9)
        #expect(Set(rules.compactMap { $0["id"] as? String }) == Set(results.compactMap { $0["ruleId"] as? String }))
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            let rule = rules[index]
            #expect(rule["id"] as? String == result["ruleId"] as? String)
            let catalogued = try #require(KindRegistry.standard.rule(named: rule["id"] as? String ?? ""))
            #expect((rule["shortDescription"] as? [String: String])?["text"] == catalogued.summary)
            #expect((rule["fullDescription"] as? [String: String])?["text"] == catalogued.rationale)
            #expect(rule["helpUri"] as? String
                == "https://github.com/pwtemplate/pwtemplate/blob/main/docs/rules.md#\(catalogued.id)")
        }
        let levels = Dictionary(uniqueKeysWithValues: results.map { ($0["ruleId"] as? String ?? "", $0["level"] as? String ?? "") })
        #expect(levels["insecure-media-url"] == "error")
        #expect(levels["archive-junk"] == "warning")
        #expect(levels["html-template"] == "note")
    }

    @Test func aZIPFindingPointsAtTheZIPWithoutARegionAndNamesThePlaceInTheMessage() throws {
        let result = try #require(try Self.results([ReporterFixtures.promo]).first { $0["ruleId"] as? String == "insecure-media-url" })
        #expect(try Self.artifact(result) as? [String: String] == ["uri": "Examples/promo.zip", "uriBaseId": "%SRCROOT%"])
        #expect(try Self.region(result) == nil)
        #expect((result["message"] as? [String: String])?["text"]
            == "native-config.json /modal/image (11:14): modal › image is \"http://cdn.example.com/a.png\": an http: URL, blocked by App Transport Security (iOS) and the cleartext policy (Android 9+)")
        let logical = try #require(try Self.location(result)["logicalLocations"] as? [[String: String]])
        #expect(logical == [["fullyQualifiedName": "native-config.json/modal/image"]])
        #expect(result["properties"] as? [String: String] == [
            "entry": "native-config.json", "pointer": "/modal/image", "hint": "write \"https://cdn.example.com/a.png\"",
        ])
    }

    @Test func aFolderFindingPointsAtTheEntryFileWithItsRegion() throws {
        let result = try #require(try Self.results([ReporterFixtures.spring]).first { $0["ruleId"] as? String == "invalid-color" })
        #expect(try Self.artifact(result)["uri"] as? String == "Examples/Spring/native-config.json")
        #expect(try Self.region(result) as? [String: Int] == ["startLine": 4, "startColumn": 60, "endLine": 4, "endColumn": 69])
        #expect((result["message"] as? [String: String])?["text"]?.hasPrefix("native-config.json /banner/title/color (4:60) [de]: banner › title › color") == true)
        #expect((result["properties"] as? [String: String])?["language"] == "de")
    }

    @Test func pathsAreMadeRelativeToTheWorkingFolderAndPercentEncoded() throws {
        let inside = TemplateReport(path: "/work/repo/promos/my promo.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .archiveJunk, message: "junk", entry: ".DS_Store"),
        ])
        let outside = TemplateReport(path: "/elsewhere/ünï.zip", kind: .archive, diagnostics: [
            Diagnostic(rule: .archiveJunk, message: "junk", entry: ".DS_Store"),
        ])
        let dotted = TemplateReport(path: "./promo", kind: .folder, diagnostics: [
            Diagnostic(rule: .jsonBOM, message: "bom", entry: "native-config.json", range: SourceRange(bytes: 0..<1)),
        ])
        let artifacts = try Self.results([inside, outside, dotted]).map(Self.artifact)
        // In report order: the paths as given, compared bytewise.
        #expect(artifacts.map { $0["uri"] as? String } == [
            "promo/native-config.json", "file:///elsewhere/%C3%BCn%C3%AF.zip", "promos/my%20promo.zip",
        ])
        #expect(artifacts.map { $0["uriBaseId"] as? String } == ["%SRCROOT%", nil, "%SRCROOT%"])
    }

    @Test func fingerprintsSurviveLineShiftsAndMessageChangesAndStayUnique() throws {
        func promo(shiftedBy lines: Int, duplicate: Bool) -> TemplateReport {
            var report = ReporterFixtures.promo
            // `lines` empty lines above the text shift every finding down by as many lines.
            for name in report.sources.names {
                report.sources[name] = report.sources[name].map { SourceText(bytes: Array(repeating: UInt8(ascii: "\n"), count: lines) + $0.bytes) }
            }
            report.diagnostics = report.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                if let range = diagnostic.location.range {
                    diagnostic.location.range = SourceRange(bytes: range.bytes.lowerBound + lines..<range.bytes.upperBound + lines)
                    diagnostic.message += " (moved)"
                }
                return diagnostic
            }
            if duplicate { report.diagnostics.append(report.diagnostics[0]) }
            return report
        }
        let before = try Self.results([promo(shiftedBy: 0, duplicate: false)]).map(Self.fingerprint)
        let after = try Self.results([promo(shiftedBy: 7, duplicate: false)]).map(Self.fingerprint)
        #expect(before.allSatisfy { $0?.count == 16 })
        #expect(before == after)
        let withDuplicate = try Self.results([promo(shiftedBy: 0, duplicate: true)]).compactMap(Self.fingerprint)
        #expect(Set(withDuplicate).count == withDuplicate.count)
    }
}
