import PWTemplateKinds
@testable import PWTemplateLint
@testable import PWTemplateSyntax
import Testing

/// Finding the `.pwtemplate.json` of each template on mock folder trees.
@Suite struct ConfigDiscoveryTests {
    let tree: TemporaryFolder

    init() throws {
        tree = try TemporaryFolder()
        try tree.makeFolder("repo/.git")
        try tree.write(#"{"failLevel": "warning"}"#, to: "repo/.pwtemplate.json")
        try tree.write(#"{"failLevel": "info"}"#, to: "repo/team/.pwtemplate.json")
        try tree.makeFolder("repo/team/promos/spring")
        try tree.makeFolder("repo/other/deep")
        try tree.write(#"{"failLevel": "never"}"#, to: ".pwtemplate.json")
        try tree.makeFolder("outside/plain")
    }

    private func resolver(_ source: ConfigResolver.Source = .discover) -> ConfigResolver {
        ConfigResolver(source: source, currentDirectory: tree.path + "/repo", kinds: .standard)
    }

    @Test func theNearestFileWins() throws {
        var resolver = resolver()
        let team = try resolver.file(forTemplateAt: "team/promos/spring", isFolder: true)
        #expect(team?.path == tree.path + "/repo/team/.pwtemplate.json")
        #expect(team?.displayPath == "team/.pwtemplate.json")
        #expect(team?.failLevel == .info)
        let root = try resolver.file(forTemplateAt: "other/deep/promo.zip", isFolder: false)
        #expect(root?.path == tree.path + "/repo/.pwtemplate.json")
        #expect(root?.displayPath == ".pwtemplate.json")
        #expect(root?.origin == .discovered)
    }

    @Test func aZipIsConfiguredFromTheFolderHoldingIt() throws {
        var resolver = resolver()
        #expect(try resolver.file(forTemplateAt: "team/spring.zip", isFolder: false)?.failLevel == .info)
        #expect(try resolver.file(forTemplateAt: "team", isFolder: true)?.failLevel == .info)
        #expect(try resolver.file(forTemplateAt: "spring.zip", isFolder: false)?.failLevel == .warning)
    }

    @Test func discoveryStopsAtTheRepositoryRoot() throws {
        try tree.write("{}", to: "nested/.git")
        try tree.makeFolder("nested/promos")
        var resolver = resolver()
        // `nested` is a repository (a `.git` file, as in a worktree): the file above it is not used.
        #expect(try resolver.file(forTemplateAt: tree.path + "/nested/promos", isFolder: true) == nil)
        // Outside any repository the walk goes up to the filesystem root and finds the file above.
        #expect(try resolver.file(forTemplateAt: tree.path + "/outside/plain", isFolder: true)?.failLevel == .never)
    }

    @Test func theRepositoryRootsOwnFileCounts() throws {
        var resolver = resolver()
        #expect(try resolver.file(startingIn: tree.path + "/repo")?.failLevel == .warning)
    }

    @Test func eachFileIsReadOnceAndShared() throws {
        var resolver = resolver()
        _ = try resolver.file(forTemplateAt: "team/a.zip", isFolder: false)
        _ = try resolver.file(forTemplateAt: "team/promos/spring", isFolder: true)
        _ = try resolver.file(forTemplateAt: "other/deep/b.zip", isFolder: false)
        #expect(resolver.loadedFiles.map(\.displayPath) == [".pwtemplate.json", "team/.pwtemplate.json"])
        // A file changed after it was read is not read again in the same run.
        try tree.write("{ broken", to: "repo/team/.pwtemplate.json")
        #expect(try resolver.file(forTemplateAt: "team/c.zip", isFolder: false)?.failLevel == .info)
    }

    @Test func aNamedFileServesEveryTemplate() throws {
        try tree.write(#"{"failLevel": "error"}"#, to: "ci/lint.json")
        var resolver = resolver(.file(path: "../ci/lint.json", origin: .option))
        let file = try resolver.file(forTemplateAt: "team/promos/spring", isFolder: true)
        #expect(file?.failLevel == .error)
        #expect(file?.displayPath == "../ci/lint.json")
        #expect(file?.folder == tree.path + "/ci")
        #expect(file?.origin == .option)
        #expect(try resolver.file(forTemplateAt: "other/x.zip", isFolder: false)?.path == file?.path)
    }

    @Test func noConfigUsesTheDefaults() throws {
        var resolver = resolver(.none)
        #expect(try resolver.file(forTemplateAt: "team/promos/spring", isFolder: true) == nil)
    }

    @Test func aBrokenFileIsAnErrorNamingIt() throws {
        try tree.write("{\n  \"failLevel\": \"loud\"\n}", to: "repo/other/.pwtemplate.json")
        var resolver = resolver()
        #expect(throws: ConfigError(
            path: "other/.pwtemplate.json", position: SourcePosition(line: 2, column: 16),
            message: "'loud' is not a valid value for 'failLevel'; expected one of: error, warning, info, never")
        ) { try resolver.file(forTemplateAt: "other/deep", isFolder: true) }
    }
}
