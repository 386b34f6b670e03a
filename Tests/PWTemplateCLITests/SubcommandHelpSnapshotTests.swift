@testable import PWTemplateCLI
import Testing

/// The help of the subcommands that show or build one template: resolve, l10n, pack, unpack, new.
@Suite("Subcommand help snapshots")
struct SubcommandHelpSnapshotTests {
    @Test func resolveAndL10nHelpSnapshots() throws {
        let template = """
            ARGUMENTS:
              <template>              A .zip file, a template folder, or its
                                      native-config.json or pushwoosh.json. '-' reads a ZIP
                                      from standard input.
            """
        let exitCodes = """
            EXIT CODES:
              0                       Shown (notes may go to standard error).
              1                       The template cannot be read, or native-config.json is
                                      not valid JSON.
              2                       Usage error (bad flag or value, missing path, a path
                                      that is no template).
              3                       Internal error (a crash, or output that could not be
                                      written).
            """
        #expect(try helpText(["help", "resolve"]) == """
            OVERVIEW: Print what the SDK will draw of one document.

            For a template, prints the native-config.json one platform's SDK parses on a
            device in one language: each placeholder replaced with its translation from
            pushwoosh.json, or with what the SDK shows when the key is missing. Keys, their
            order and numbers stay as written. Notes on the language choice go to standard
            error. Device tags are taken as absent, so single-brace placeholders show their
            defaults.

            For a message file of another kind, prints what its SDK draws of each message,
            for the releases --target names.

            USAGE: pwtemplate resolve [<options>] <template>

            ARGUMENTS:
              <template>              A .zip file, a template folder, or its
                                      native-config.json or pushwoosh.json; or an inbox
                                      (.inbox.json) or In-App (.inapp.json) message file.
                                      '-' reads a ZIP from standard input.

            OPTIONS:
              --language <language>   The device language, as a section of "localization" in
                                      pushwoosh.json (de, pt-BR); a language without a
                                      section shows the SDK's fallback. (default: the file's
                                      default_language)
              --platform <platform>   The SDK whose placeholder rules and fallbacks apply;
                                      without it, a note says when Android renders the
                                      template differently. (values: ios, android; default:
                                      ios)
              --target <platform[@version]>
                                      The SDK release to resolve a message for (ios@7.1.2);
                                      repeatable, one per platform. Without it, the oldest
                                      release each kind supports.
              --format <format>       How to print what the SDK draws: readable text, or
                                      JSON (a template prints JSON either way). (values:
                                      text, json; default: text)
              -h, --help              Show help information.

            \(exitCodes)

            """)
        #expect(try helpText(["l10n", "--help"]) == """
            OVERVIEW: Show which keys each language of pushwoosh.json has.

            One row per key (the keys double-brace placeholders in native-config.json read,
            and every key of every section) and one column per language, '*' marking
            default_language: ✓ translated, – missing, ∅ empty string. Then the defaults of
            the placeholders reading the key, and 'unused' for keys no placeholder reads.

            A report, not a check: it exits 0 whatever the coverage. 'pwtemplate lint'
            reports the problems.

            USAGE: pwtemplate l10n [<options>] <template>

            \(template)

            OPTIONS:
              --format <format>       The table format. (values: text, json; default: text)
              -h, --help              Show help information.

            \(exitCodes)

            """)
    }

    @Test func packAndUnpackHelpSnapshots() throws {
        #expect(try helpText(["help", "pack"]) == """
            OVERVIEW: Lint template folders and pack each into a ZIP.

            The archive holds only native-config.json and pushwoosh.json, at its root,
            deflated, with a fixed date and fixed permissions: the same files give the same
            bytes on every machine. Everything else in the folder is left out and listed on
            standard error. A template with lint errors is not packed; the lint report and
            one line per template go to standard output.

            Each archive is written to a temporary file beside it and then renamed, so a
            failure never leaves a half-written archive or destroys the previous one.

            USAGE: pwtemplate pack [<options>] <folder> ...

            ARGUMENTS:
              <folder>                A template folder: native-config.json at its top.

            OPTIONS:
              -o, --output <path>     The archive to write, or a folder to write
                                      <folder>.zip into (a trailing '/' creates it). Several
                                      folders need a folder. (default: <folder>.zip beside
                                      the folder)
              --force                 Replace archives that already exist.
              --no-lint               Pack without linting first.
              --strict                Fail on warnings too, not only on errors.
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
              --color <when>          When to colour the text report; 'auto' colours a
                                      terminal unless NO_COLOR is set. (values: auto,
                                      always, never; default: auto)
              -h, --help              Show help information.

            EXIT CODES:
              0                       Every template was packed.
              1                       A template was not packed: lint errors (or warnings
                                      with --strict), or a template file that cannot be
                                      read. The others are still packed.
              2                       Usage error (bad flag or value, not a template folder,
                                      an archive that exists without --force, a --config
                                      file that cannot be used); nothing is written.
              3                       An archive could not be written (the output path is
                                      left as it was), or an internal error.

            """)
        #expect(try helpText(["unpack", "--help"]) == """
            OVERVIEW: Extract a template from a ZIP for editing.

            Only native-config.json and pushwoosh.json are extracted, under their own names,
            so no entry can be written outside the folder; unsafe names ('..', absolute
            paths, backslashes, drive letters), system junk and files the SDKs never read
            are skipped and listed on standard error. When the template files sit in a
            folder inside the archive (the folder was compressed instead of its contents),
            they are taken from there.

            USAGE: pwtemplate unpack [<options>] <zip> [<folder>]

            ARGUMENTS:
              <zip>                   The template archive.
              <folder>                The folder to extract into; created when missing. Same
                                      as --output. (default: the archive's name without
                                      .zip, beside it)

            OPTIONS:
              -o, --output <folder>   The folder to extract into; created when missing. With
                                      <folder> too, both must name the same folder.
                                      (default: the archive's name without .zip, beside it)
              --force                 Extract into a folder that is not empty: its
                                      native-config.json and pushwoosh.json are replaced (a
                                      pushwoosh.json the archive lacks is removed); other
                                      files are kept.
              -h, --help              Show help information.

            EXIT CODES:
              0                       The template was extracted.
              1                       The archive cannot be unpacked (unreadable, over the
                                      size limits, no native-config.json); nothing is
                                      written.
              2                       Usage error (bad flag, missing archive, <folder> and
                                      --output naming different folders, a folder that is
                                      not empty without --force); nothing is written.
              3                       A file could not be written, or an internal error.

            """)
    }

    @Test func newHelpSnapshot() throws {
        #expect(try helpText(["new", "--help"]) == """
            OVERVIEW: Create an example template or message.

            The example holds the required fields and the common optional ones, with example
            copy, https://example.com media and myapp:// links to replace, and lints clean.
            Nothing is written over existing files without --force, and a failed run leaves
            nothing behind. A scaffold that lints clean only for other targets than the
            defaults (an iOS-only type, an inbox card newer than iOS SDK 7.0.40) gets an
            entry in the "overrides" of the nearest .pwtemplate.json, or a new
            .pwtemplate.json beside it holding only that entry; the output says which.

            USAGE: pwtemplate new [<options>] [<scaffold>] [<dir>]

            ARGUMENTS:
              <scaffold>              What to create: a display type, an inbox card
                                      (inbox-<card>) or an In-App layout (inapp-<layout>);
                                      '--list' describes them. (values: banner, carousel,
                                      fullscreen, modal, pip, scratchcard, sheet, spinwheel,
                                      stories, video, inbox-banner, inbox-captioned,
                                      inbox-classic, inbox-carousel, inbox-video,
                                      inbox-wallet, inapp-top, inapp-center, inapp-bottom,
                                      inapp-full)
              <dir>                   The folder to create; with --zip, the archive's name
                                      ('.zip' is added); for an inbox or In-App message,
                                      which is one file, the file's name ('.inbox.json' or
                                      '.inapp.json' is added). (default: ./<scaffold>)

            OPTIONS:
              --languages <codes>     Comma-separated language codes (en,de,fr): the texts
                                      become {{key|text|default}} placeholders and
                                      pushwoosh.json holds their translations, the first
                                      language being the default one.
              --zip                   Write <dir>.zip instead of a folder.
              --minimal               Only the required fields, plus what keeps the template
                                      visible and valid: a title where nothing else would
                                      show, a reward's code.
              --force                 Write over the template files of an existing folder or
                                      archive.
              --list                  List the display types and the SDK releases that
                                      render them.
              -h, --help              Show help information.

            EXIT CODES:
              0                       The template was written (or the types listed).
              2                       Usage error, or a target that cannot be used (it
                                      exists and --force is not given, or its parent folder
                                      is missing); nothing was written.
              3                       Writing failed (permissions, full disk).

            """)
    }
}
