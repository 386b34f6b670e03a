import PWTemplateLint
import PWTemplateSyntax

// Ids and default severities are a public contract: never rename one.

extension Rule {
    public static let archiveUnreadable = Rule(
        id: "archive-unreadable", defaultSeverity: .error, category: .archive,
        summary: "The file is not a readable ZIP archive (not a ZIP, truncated, bad CRC, unreadable).",
        rationale: "Both SDKs need a valid central directory and intact entries; otherwise the download is discarded and nothing shows.",
        fix: .none
    )
    public static let archiveUnsupportedEntry = Rule(
        id: "archive-unsupported-entry", defaultSeverity: .error, category: .archive,
        summary: "An entry uses a compression other than stored/deflate, is encrypted, needs ZIP64, or has a non-ASCII name.",
        rationale: "The iOS SDK unzips with a bundled minizip that supports only stored and deflated, unencrypted, non-ZIP64 entries with ASCII names; anything else fails extraction.",
        fix: .none
    )
    public static let archiveUnsafePath = Rule(
        id: "archive-unsafe-path", defaultSeverity: .error, category: .archive,
        summary: "An entry name contains a `..` segment, is absolute, or uses a backslash or a drive letter.",
        rationale: "Android aborts the deploy on an entry that resolves outside its folder; iOS has no guard and writes it wherever it points (and turns backslashes into slashes).",
        fix: .none
    )
    public static let archiveDuplicateEntry = Rule(
        id: "archive-duplicate-entry", defaultSeverity: .error, category: .archive,
        summary: "Two entries have the same name.",
        rationale: "Both SDKs keep the last one, while most tools show the first: what you reviewed is not what ships.",
        fix: .none
    )
    public static let archiveTooLarge = Rule(
        id: "archive-too-large", defaultSeverity: .error, category: .archive,
        summary: "An entry or the whole archive is over the size limits, or compresses more than 200:1.",
        rationale: "Templates are downloaded on the device before display; huge entries or ZIP bombs waste data and memory. Checked from the ZIP directory, before inflating anything.",
        fix: .none
    )
    public static let configMissing = Rule(
        id: "config-missing", defaultSeverity: .error, category: .archive,
        summary: "No `native-config.json` and no `index.html` at the root.",
        rationale: "Without a root `native-config.json` the SDKs take the HTML path, and without a root `index.html` there is nothing to show.",
        fix: .none
    )
    public static let configNotAtRoot = Rule(
        id: "config-not-at-root", defaultSeverity: .error, category: .archive,
        summary: "`native-config.json` exists only inside a folder of the archive.",
        rationale: "The SDKs read `native-config.json` only at the archive root. Compressing the template folder instead of its contents puts it one level down, and the template is not detected as native.",
        fix: .sometimes(.safe)
    )
    public static let archiveJunk = Rule(
        id: "archive-junk", defaultSeverity: .warning, category: .archive,
        summary: "The archive holds system junk: `__MACOSX/`, `.DS_Store`, `._*`, `Thumbs.db`, `desktop.ini`.",
        rationale: "The SDKs extract these like any other file: harmless, but dead weight downloaded by every device.",
        fix: .sometimes(.safe)
    )
    public static let mixedFormats = Rule(
        id: "mixed-formats", defaultSeverity: .info, category: .archive,
        summary: "`index.html` sits beside `native-config.json`: the fallback for SDKs without native in-apps.",
        rationale: "Pushwoosh serves a native template as a rich-media ZIP with `native-config.json` added. SDKs without native in-apps (iOS before 7.2.0, Android before 6.10.0) never look for `native-config.json` and show `index.html`. From those releases a root `native-config.json` wins on both platforms, and a native config the SDK rejects is not replaced by the HTML: nothing shows.",
        fix: .none
    )
    public static let unusedFile = Rule(
        id: "unused-file", defaultSeverity: .warning, category: .archive,
        summary: "The archive holds a file the SDKs never read.",
        rationale: "On the native path only `native-config.json` and `pushwoosh.json` are read; images and fonts must be HTTPS URLs, so local files are dead weight. The files that a root `index.html` beside `native-config.json` loads (`src`, `href`, `srcset`, CSS `url()` and `@import`, in it and in the style sheets it loads) belong to the HTML fallback and are not reported.",
        fix: .sometimes(.unsafe)
    )
    public static let htmlTemplate = Rule(
        id: "html-template", defaultSeverity: .info, category: .archive,
        summary: "An HTML rich-media template (`index.html`, no `native-config.json`): native checks are skipped.",
        rationale: "pwtemplate checks native templates; an HTML template is valid input, noted so a missing `native-config.json` is not mistaken for a pass.",
        fix: .none
    )
}
