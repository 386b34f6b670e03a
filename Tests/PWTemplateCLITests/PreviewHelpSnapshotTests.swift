@testable import PWTemplateCLI
import Testing

/// The help of `preview`: its options and exit codes as `pwtemplate help preview` prints them.
@Suite("Preview help snapshot")
struct PreviewHelpSnapshotTests {
    @Test func previewHelpSnapshot() throws {
        #expect(try helpText(["help", "preview"]) == """
            OVERVIEW: Draw templates as the SDKs do, as HTML pages.

            Writes one HTML file per template, named after it (promo.zip → promo.html), into
            the output folder, and index.html, a gallery linking to each page, when a folder
            is scanned or several paths are given. Each page draws the message on a phone at
            its real size, in every language of pushwoosh.json (and with every key missing),
            on each targeted platform, light and dark, with the lint findings beside it; the
            options choose the view it opens on. The only requests a page makes are for the
            template's own HTTPS media.

            Nothing is written over an existing page without --force; each file is written
            to a temporary file and then renamed.

            USAGE: pwtemplate preview [<options>] [<path> ...]

            ARGUMENTS:
              <path>                  A .zip file, a template folder, a folder to scan for
                                      templates, a native-config.json or pushwoosh.json file
                                      (its folder), or another .json native config.
                                      (default: the current folder)

            OPTIONS:
              -o, --output <folder>   The folder to write the pages into; created when
                                      missing. (default: preview)
              --force                 Replace pages that already exist.
              --offline               Draw a labelled placeholder of the right size for each
                                      image and video instead of loading it.
              --language <language>   The language the pages open on: a section of
                                      pushwoosh.json, or '-' for every key missing.
                                      (default: the file's default_language)
              --platform <platform>   The platform the pages open on. (values: ios, android;
                                      default: the first targeted platform)
              --look <look>           How iOS draws the card the pages open on: 'glass' (iOS
                                      26 and later) or 'classic' (before); Android always
                                      draws its own. (values: glass, classic; default:
                                      glass)
              --appearance <appearance>
                                      The appearance the pages open in; 'dark' merges the
                                      template's dark overlay. (values: light, dark;
                                      default: light)
              --device <device>       The phone the pages open on; it also picks its
                                      platform unless --platform is given. (values:
                                      iphone-se, iphone-16, iphone-16-pro-max, galaxy-a,
                                      pixel-4a, pixel-9-pro-xl; default: iphone-16 on iOS,
                                      pixel-4a on Android)
              --png                   Also write a PNG of the device screen per template,
                                      language and appearance
                                      (<name>.<language>.<appearance>.png beside the page),
                                      shot with a headless Chromium.
              --browser <path>        The Chromium or Chrome to shoot the PNGs with.
                                      (default: chromium, chromium-browser or google-chrome
                                      from PATH)
              --browser-timeout <seconds>
                                      How long one screenshot may take before the browser is
                                      stopped and preview fails. (default: 60)
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
              --serve                 Serve the pages on a local web server instead of
                                      writing them; each open page reloads when its template
                                      changes. Ctrl-C stops it.
              --port <port>           The port to serve on; 0 takes a free one. (default:
                                      7317)
              --host <address>        The IP address to listen on; any other than loopback
                                      makes the pages reachable from the network. (default:
                                      127.0.0.1)
              --open                  Open the gallery in the default browser.
              -h, --help              Show help information.

            EXIT CODES:
              0                       Every template's page was written (lint findings do
                                      not change the exit code).
              1                       A template could not be drawn (an HTML rich-media
                                      template, or one that cannot be read); the others were
                                      written.
              2                       Usage error (bad flag or value, missing path, a page
                                      or PNG that exists without --force, --png without a
                                      browser); nothing is written.
              3                       A page or PNG could not be written, the browser failed
                                      (crash, no screenshot, timeout), or an internal error.

            """)
    }
}
