@testable import PWTemplateLint
import Testing

/// The globs of `exclude`, `overrides` and `ignore`: what they match and what they refuse.
@Suite struct ConfigGlobTests {
    private func matches(_ pattern: String, _ path: String) throws -> Bool {
        try Glob(pattern).matchesPathOrFolder(path)
    }

    @Test func starMatchesWithinOneName() throws {
        #expect(try matches("*.zip", "spring.zip"))
        #expect(try matches("promos/*.zip", "promos/spring.zip"))
        #expect(try !matches("*.zip", "promos/spring.zip"))
        #expect(try !matches("promos/*.zip", "promos/2026/spring.zip"))
        #expect(try matches("spring*", "spring"))
    }

    @Test func questionMarkMatchesOneCharacter() throws {
        #expect(try matches("promo-?.zip", "promo-1.zip"))
        #expect(try !matches("promo-?.zip", "promo-12.zip"))
        #expect(try !matches("a?b", "a/b"))
    }

    @Test func doubleStarMatchesAnyNumberOfFolders() throws {
        #expect(try matches("**/*.zip", "spring.zip"))
        #expect(try matches("**/*.zip", "a/b/c/spring.zip"))
        #expect(try matches("legacy/**/old.zip", "legacy/old.zip"))
        #expect(try matches("legacy/**/old.zip", "legacy/x/y/old.zip"))
        #expect(try !matches("legacy/**/old.zip", "other/old.zip"))
        #expect(try matches("**", "anything/at/all.zip"))
    }

    @Test func aGlobCoversTheTemplatesInsideAMatchedFolder() throws {
        #expect(try matches("legacy", "legacy/a/promo.zip"))
        #expect(try matches("legacy/", "legacy/promo"))
        #expect(try matches(".build/**", ".build/x/promo.zip"))
        #expect(try !matches("legacy", "legacy-2/promo.zip"))
        #expect(try !matches("promo", "a/promo"))
    }

    @Test func theConfigurationFolderItselfIsMatchedOnlyByDoubleStar() throws {
        #expect(try matches("**", ""))
        #expect(try !matches("*", ""))
    }

    @Test(arguments: [
        ("", "a glob cannot be empty"),
        ("/abs/*.zip", "a glob is relative to the configuration file's folder; remove the leading '/'"),
        ("a\\b", "separate folders with '/', not '\\'"),
        ("promo[12].zip", "'[' is not supported: globs know only '*', '**' and '?'"),
        ("{a,b}.zip", "'{' is not supported: globs know only '*', '**' and '?'"),
        ("a//b", "a glob cannot have an empty segment ('//')"),
        ("../x", "'..' segments are not allowed: globs are relative to the configuration file's folder"),
        ("./x", "'.' segments are not allowed: globs are relative to the configuration file's folder"),
        ("a**", "'**' must be a whole segment ('a/**/b'); use '*' within a name"),
    ])
    func badGlobsAreRefusedWithTheReason(_ pattern: String, _ reason: String) {
        #expect(throws: GlobError(reason)) { try Glob(pattern) }
    }
}
