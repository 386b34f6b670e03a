@testable import PWTemplateCLI
import Testing

/// Every machine format over ``ReporterFixtures``, compared with `Golden/` (version 9.8.7, working
/// folder `/work/repo`); `PWTEMPLATE_UPDATE_GOLDEN=1` rewrites the files.
@Suite struct ReporterFormatGoldenTests {
    static let folder = "/work/repo"

    @Test func sarif() throws {
        try expectGolden(SARIFReporter(toolVersion: "9.8.7", currentDirectory: Self.folder).render(ReporterFixtures.all), "report.sarif")
    }

    @Test func github() throws {
        try expectGolden(GitHubReporter(currentDirectory: Self.folder).render(ReporterFixtures.all), "report-github.txt")
    }

    @Test func gitlab() throws {
        try expectGolden(GitLabReporter(currentDirectory: Self.folder).render(ReporterFixtures.all), "report-gitlab.json")
    }

    @Test func checkstyle() throws {
        try expectGolden(CheckstyleReporter().render(ReporterFixtures.all), "report-checkstyle.xml")
    }

    @Test func junit() throws {
        try expectGolden(JUnitReporter(failLevel: .error).render(ReporterFixtures.all), "report-junit.xml")
    }

    @Test func junitStrict() throws {
        try expectGolden(JUnitReporter(failLevel: .warning).render(ReporterFixtures.all), "report-junit-strict.xml")
    }

    @Test func cleanRunsHaveValidEmptyReports() throws {
        let clean = [ReporterFixtures.clean]
        #expect(GitHubReporter(currentDirectory: Self.folder).render(clean) == "")
        #expect(GitLabReporter(currentDirectory: Self.folder).render(clean) == "[]\n")
        #expect(CheckstyleReporter().render(clean).contains("<file name=\"Examples/clean.zip\"/>"))
        #expect(JUnitReporter(failLevel: .error).render(clean).contains(
            "<testcase name=\"lint\" classname=\"Examples/clean.zip\"/>"))
        #expect(SARIFReporter(toolVersion: "1", currentDirectory: Self.folder).render(clean).contains("\"results\": []"))
    }
}
