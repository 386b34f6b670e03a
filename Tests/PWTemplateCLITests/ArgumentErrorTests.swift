@testable import PWTemplateCLI
import Testing

@Suite("Usage errors")
struct ArgumentErrorTests {
    private func error(_ arguments: [String], existing: Set<String> = []) -> String? {
        do {
            _ = try CommandLineParser.parse(arguments, pathExists: existing.contains)
            return nil
        } catch {
            return error.rendered
        }
    }

    /// The full stderr text of an error in `lint` (explicit or default).
    private func lintError(_ message: String) -> String {
        """
        error: \(message)
        Usage: pwtemplate lint [<options>] [<path> ...]
          See 'pwtemplate help lint' for more information.

        """
    }

    private func rootError(_ message: String) -> String {
        """
        error: \(message)
        Usage: pwtemplate <subcommand>
          See 'pwtemplate help' for more information.

        """
    }

    @Test func renderedShape() {
        let error = UsageError(message: "m", usage: "u", hint: "h")
        #expect(error.rendered == "error: m\nUsage: u\n  h\n")
    }

    @Test func unknownOptionWithSuggestion() {
        #expect(error(["lint", "--fromat", "json"]) == """
            error: unknown option '--fromat'; did you mean '--format'?
            Usage: pwtemplate lint [<options>] [<path> ...]
              See 'pwtemplate help lint' for more information.

            """)
        #expect(error(["--fromat=json", "x.zip"]) == lintError("unknown option '--fromat'; did you mean '--format'?"))
    }

    @Test func unknownOptionByPrefix() {
        #expect(error(["--stdin", "a"]) == lintError("unknown option '--stdin'; did you mean '--stdin-filename'?"))
        #expect(error(["lint", "-q"]) == lintError("unknown option '-q'; did you mean '--quiet'?"))
    }

    @Test func unknownOptionWithoutSuggestion() {
        #expect(error(["lint", "--zzz"]) == lintError("unknown option '--zzz'"))
        #expect(error(["lint", "-x.zip"]) == lintError("unknown option '-x.zip'"))
    }

    @Test func rootOptionsBelongToTheRootOnly() {
        #expect(error(["lint", "--version"]) == lintError("unknown option '--version'"))
    }

    @Test(arguments: [("lnt", "lint"), ("lin", "lint"), ("hepl", "help"), ("verison", "version")])
    func unknownCommand(_ typed: String, _ meant: String) {
        #expect(error([typed, "x.zip"]) == rootError("unknown command '\(typed)'; did you mean '\(meant)'?"))
    }

    @Test func missingValue() {
        #expect(error(["lint", "--format"]) == lintError("option '--format' needs a value (values: text, json, sarif, github, gitlab, checkstyle, junit)"))
        #expect(error(["--format", "--strict"]) == lintError("option '--format' needs a value (values: text, json, sarif, github, gitlab, checkstyle, junit)"))
        #expect(error(["-", "--stdin-filename"]) == lintError("option '--stdin-filename' needs a value"))
    }

    @Test func invalidEnumValue() {
        #expect(error(["--format", "xml"])
            == lintError("'xml' is not a valid value for '--format'; expected one of: text, json, sarif, github, gitlab, checkstyle, junit"))
        #expect(error(["lint", "--format=jsn"]) == lintError(
            "'jsn' is not a valid value for '--format'; expected one of: text, json, sarif, github, gitlab, checkstyle, junit; did you mean 'json'?"))
        #expect(error(["--color", "yes"])
            == lintError("'yes' is not a valid value for '--color'; expected one of: auto, always, never"))
        #expect(error(["--color", "nevr"]) == lintError(
            "'nevr' is not a valid value for '--color'; expected one of: auto, always, never; did you mean 'never'?"))
    }

    @Test func flagGivenAValue() {
        #expect(error(["lint", "--strict=yes"]) == lintError("flag '--strict' does not take a value (got 'yes')"))
        #expect(error(["--version=1"]) == lintError("flag '--version' does not take a value (got '1')"))
    }

    @Test func singleOptionRepeated() {
        #expect(error(["--color", "never", "x.zip", "--color=always"])
            == lintError("option '--color' can be given only once (got 'never' and 'always')"))
    }

    @Test func standardInputTwice() {
        #expect(error(["lint", "-", "-"]) == lintError("'-' (standard input) can be given only once"))
    }

    @Test func stdinFilenameWithoutStandardInput() {
        #expect(error(["--stdin-filename", "promo.zip", "promo.zip"])
            == lintError("'--stdin-filename' names the ZIP read from '-', but '-' is not among the paths"))
    }

    @Test func helpForAnUnknownCommand() {
        #expect(error(["help", "nosuch"]) == rootError("unknown command 'nosuch'"))
        #expect(error(["help", "lnt"]) == rootError("unknown command 'lnt'; did you mean 'lint'?"))
    }

    @Test func surplusArguments() {
        #expect(error(["help", "lint", "extra"]) == """
            error: unexpected argument 'extra'
            Usage: pwtemplate help [<subcommand>]
              See 'pwtemplate help help' for more information.

            """)
        #expect(error(["version", "now"]) == """
            error: unexpected argument 'now'
            Usage: pwtemplate version
              See 'pwtemplate help version' for more information.

            """)
    }

    @Test func errorParts() throws {
        let error = try #require(throws: UsageError.self) {
            try CommandLineParser.parse(["--strict=1"], pathExists: { _ in false })
        }
        #expect(error.message == "flag '--strict' does not take a value (got '1')")
        #expect(error.usage == "pwtemplate lint [<options>] [<path> ...]")
        #expect(error.hint == "See 'pwtemplate help lint' for more information.")
    }
}
