@testable import PWTemplateCLI
import PWTemplateLint
@testable import PWTemplateNative
import Testing

@Suite("Help rendering")
struct HelpRenderingTests {
    private static let root = CommandPath(root: .root)

    @Test func rootHelpSnapshot() throws {
        #expect(try helpText(["--help"]) == """
            OVERVIEW: Lint, scaffold and pack Pushwoosh native in-app templates.

            Without a subcommand, pwtemplate runs 'lint': 'pwtemplate promo.zip' is
            'pwtemplate lint promo.zip'.

            USAGE: pwtemplate <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              lint (default)          Check templates for problems the SDKs would reject.
              fmt                     Format native-config.json and pushwoosh.json.
              new                     Create an example template or message.
              preview                 Draw templates as the SDKs do, as HTML pages.
              rules                   List every rule: id, severity, category, summary.
              explain                 Explain a rule: why, examples, how to silence it.
              schema                  Print the JSON Schema of a template or of a message.
              config                  Print the configuration that applies, as JSON.
              init                    Write a starter .pwtemplate.json in this folder.
              resolve                 Print what the SDK will draw of one document.
              l10n                    Show which keys each language of pushwoosh.json has.
              pack                    Lint template folders and pack each into a ZIP.
              unpack                  Extract a template from a ZIP for editing.
              lsp                     Serve editors over the Language Server Protocol.
              completion              Print a completion script for bash, zsh or fish.
              help                    Show subcommand help information.
              version                 Show the version.

            EXIT CODES:
              0                       No finding at or above the fail level.
              1                       Findings at or above the fail level (errors unless
                                      --fail-level or --strict say otherwise), or more
                                      warnings than --max-warnings.
              2                       Usage or configuration error (bad flag or value,
                                      invalid .pwtemplate.json, missing path, empty folder
                                      scan).
              3                       Internal error (a crash, or a report that could not be
                                      written).

              See 'pwtemplate help <subcommand>' for detailed help.

            """)
    }

    @Test func lintHelpSnapshot() throws {
        #expect(try helpText(["help", "lint"]) == """
            OVERVIEW: Check templates for problems the SDKs would reject.

            The report goes to standard output and usage errors to standard error; the exit
            code is the same for every format. Repeat '--format' to write several reports
            from one run: '--format text --format sarif:results.sarif' prints text and
            writes SARIF. Report files are written, each replaced whole, even when the run
            fails.

            USAGE: pwtemplate lint [<options>] [<path> ...]

            ARGUMENTS:
              <path>                  A .zip file, a template folder, a folder to scan for
                                      templates, a native-config.json or pushwoosh.json file
                                      (lints its folder), or another .json file whose root
                                      object has displayType (linted alone under its own
                                      name). '-' reads a ZIP from standard input. (default:
                                      the current folder)

            OPTIONS:
              --format <format[:path]>
                                      The report format, and after ':' the file to write it
                                      to instead of standard output (sarif:results.sarif);
                                      repeatable, with at most one format on standard
                                      output. (values: text, json, sarif, github, gitlab,
                                      checkstyle, junit; default: text)
              --color <when>          When to colour the text report; 'auto' colours a
                                      terminal unless NO_COLOR is set. (values: auto,
                                      always, never; default: auto)
              --fail-level <level>    The lowest severity that fails the run (exit 1); with
                                      'never' only --max-warnings can fail it. (values:
                                      error, warning, info, never; default: error)
              --strict                Fail on warnings too, not only on errors.
              --max-warnings <count>  Fail the run (exit 1) when there are more than this
                                      many warnings.
              --quiet                 Show only errors in the text report.
              --target <platform[@version]>
                                      A platform the templates must work on, optionally from
                                      a minimum SDK version: ios, android, android@6.10.1;
                                      repeatable; replaces the configuration's targets.
                                      Without either, both platforms are checked and a
                                      display type one of them lacks is only a warning.
              --config <file>         The configuration file to use for every template,
                                      instead of the nearest .pwtemplate.json;
                                      PWTEMPLATE_CONFIG names one too (this option wins).
              --no-config             Read no configuration file (nor PWTEMPLATE_CONFIG):
                                      use the defaults.
              --enable <rule>         Turn a rule the configuration turns off back on, at
                                      its default severity; repeatable.
              --disable <rule>        Turn a rule off, whatever the configuration says;
                                      repeatable.
              --stdin-filename <name> The name the report gives the ZIP read from '-'.
              --allow-empty           Exit 0 instead of 2 when a folder scan finds no
                                      template.
              --jobs <count>          How many templates to lint at once; the output is the
                                      same for any count. (default: the number of
                                      processors)
              --fix                   Apply the safe fixes in place (folders, .json files,
                                      ZIPs), linting again until nothing changes (at most 10
                                      passes); then report what is left.
              --unsafe-fixes          With --fix or --diff, apply the unsafe fixes too (they
                                      change what the user sees; review them).
              --diff                  Print the unified diff of what --fix would change and
                                      write nothing; exit 1 when something would change.
              --baseline <file>       Report only findings the baseline file does not record
                                      (matched by template, entry, rule, JSON pointer and
                                      message, not by line); replaces the configuration's
                                      "baseline". With --strict, recorded findings that no
                                      longer occur are reported.
              --write-baseline <file> Record every finding of this run in a baseline file
                                      (replaced whole), for later runs with --baseline.
              --shard <K/N|auto>      Lint only the K-th of N disjoint parts of the
                                      templates found (split by path, stable as templates
                                      are added), for CI matrices; 'auto' reads GitLab's
                                      CI_NODE_INDEX and CI_NODE_TOTAL.
              -h, --help              Show help information.

            EXIT CODES:
              0                       No finding at or above the fail level.
              1                       Findings at or above the fail level (errors unless
                                      --fail-level or --strict say otherwise), or more
                                      warnings than --max-warnings.
              2                       Usage or configuration error (bad flag or value,
                                      invalid .pwtemplate.json, missing path, empty folder
                                      scan).
              3                       Internal error (a crash, or a report that could not be
                                      written).

            """)
    }

    @Test func helpAndVersionHelpSnapshots() throws {
        #expect(try helpText(["help", "help"]) == """
            OVERVIEW: Show subcommand help information.

            USAGE: pwtemplate help [<subcommand>]

            ARGUMENTS:
              <subcommand>            The subcommand to show help for.

            OPTIONS:
              -h, --help              Show help information.

            """)
        #expect(try helpText(["version", "--help"]) == """
            OVERVIEW: Show the version.

            USAGE: pwtemplate version

            OPTIONS:
              -h, --help              Show help information.

            """)
    }

    @Test func rulesExplainAndSchemaHelpSnapshots() throws {
        #expect(try helpText(["help", "rules"]) == """
            OVERVIEW: List every rule: id, severity, category, summary.

            '--format json' adds each rule's rationale and examples; '--format markdown'
            prints the rule reference, docs/rules.md.

            USAGE: pwtemplate rules [<options>]

            OPTIONS:
              --format <format>       The listing format. (values: text, json, markdown;
                                      default: text)
              -h, --help              Show help information.

            """)
        #expect(try helpText(["explain", "--help"]) == """
            OVERVIEW: Explain a rule: why, examples, how to silence it.

            USAGE: pwtemplate explain <rule-id>

            ARGUMENTS:
              <rule-id>               The rule, as 'pwtemplate rules' lists it.

            OPTIONS:
              -h, --help              Show help information.

            """)
        #expect(try helpText(["help", "schema"]) == """
            OVERVIEW: Print the JSON Schema of a template or of a message.

            USAGE: pwtemplate schema [<options>] [<schema>]

            ARGUMENTS:
              <schema>                Print only this schema: a display type's, or 'inbox'
                                      or 'inapp' for the messages. (values: banner,
                                      carousel, fullscreen, modal, pip, scratchcard, sheet,
                                      spinwheel, stories, video, inbox, inapp; default:
                                      every display type)

            OPTIONS:
              --config                Print the JSON Schema of .pwtemplate.json instead.
              -h, --help              Show help information.

            """)
    }

    @Test(arguments: [[], ["lint"], ["new"], ["rules"], ["explain"], ["schema"], ["resolve"], ["l10n"], ["pack"], ["unpack"], ["help"], ["version"]])
    func linesFitEightyColumnsWithoutTrailingSpaces(_ subcommand: [String]) throws {
        let text = try helpText(["help"] + subcommand)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(line)")
            #expect(line.last != " ", "\(line)")
        }
    }

    @Test func usageLines() {
        #expect(HelpRenderer.usage(of: Self.root) == "pwtemplate <subcommand>")
        #expect(HelpRenderer.usage(of: Self.root.appending(.lint)) == "pwtemplate lint [<options>] [<path> ...]")
        #expect(HelpRenderer.usage(of: Self.root.appending(.help)) == "pwtemplate help [<subcommand>]")
        #expect(HelpRenderer.usage(of: Self.root.appending(.version)) == "pwtemplate version")
        #expect(HelpRenderer.usage(of: Self.root.appending(.rules)) == "pwtemplate rules [<options>]")
        #expect(HelpRenderer.usage(of: Self.root.appending(.explain)) == "pwtemplate explain <rule-id>")
        #expect(HelpRenderer.usage(of: Self.root.appending(.schema)) == "pwtemplate schema [<options>] [<schema>]")
        #expect(HelpRenderer.usage(of: Self.root.appending(.config)) == "pwtemplate config [<options>] [<path>]")
        #expect(HelpRenderer.usage(of: Self.root.appending(.initialize)) == "pwtemplate init")
        #expect(HelpRenderer.usage(of: Self.root.appending(.resolve)) == "pwtemplate resolve [<options>] <template>")
        #expect(HelpRenderer.usage(of: Self.root.appending(.l10n)) == "pwtemplate l10n [<options>] <template>")
        #expect(HelpRenderer.usage(of: Self.root.appending(.new)) == "pwtemplate new [<options>] [<scaffold>] [<dir>]")
        #expect(HelpRenderer.usage(of: Self.root.appending(.pack)) == "pwtemplate pack [<options>] <folder> ...")
        #expect(HelpRenderer.usage(of: Self.root.appending(.unpack)) == "pwtemplate unpack [<options>] <zip> [<folder>]")
    }

    @Test func layoutOfACustomCommand() {
        let command = CommandSpec(
            name: "demo",
            aliases: ["d"],
            abstract: "Demo.",
            discussion: "First paragraph.\n\nSecond paragraph.",
            options: [
                OptionSpec(
                    longName: "a-very-long-option-name", shortName: "a", help: "Wide label.",
                    kind: .repeatableValue(valueName: "value")),
                OptionSpec(longName: "secret", help: "Hidden.", isHidden: true),
                .help,
            ],
            isDefault: true
        )
        let parent = CommandSpec(name: "tool", abstract: "Tool.", subcommands: [command])
        let path = CommandPath(root: parent)
        #expect(HelpRenderer.help(for: path.appending(command)) == """
            OVERVIEW: Demo.

            First paragraph.

            Second paragraph.

            USAGE: tool demo [<options>]

            OPTIONS:
              -a, --a-very-long-option-name <value>
                                      Wide label.
              -h, --help              Show help information.

            """)
        #expect(HelpRenderer.help(for: path).contains("\n  demo, d (default)       Demo.\n"))
    }

    @Test func wrapping() {
        #expect(TextWrapper.lines("aa bb cc", width: 5) == ["aa bb", "cc"])
        #expect(TextWrapper.lines("a verylongword b", width: 5) == ["a", "verylongword", "b"])
        #expect(TextWrapper.lines("", width: 5) == [])
    }
}
