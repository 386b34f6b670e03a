import PWTemplatePreview
import PWTemplateSyntax

extension CommandSpec {
    /// `pwtemplate preview <path>...`.
    public static let preview = CommandSpec(
        name: "preview",
        abstract: "Draw templates as the SDKs do, as HTML pages.",
        discussion: """
            Writes one HTML file per template, named after it (promo.zip → promo.html), into \
            the output folder, and index.html, a gallery linking to each page, when a folder \
            is scanned or several paths are given. Each page draws the message on a phone at \
            its real size, in every language of pushwoosh.json (and with every key missing), \
            on each targeted platform, light and dark, with the lint findings beside it; the \
            options choose the view it opens on. The only requests a page makes are for the \
            template's own HTTPS media.

            Nothing is written over an existing page without --force; each file is written to \
            a temporary file and then renamed.
            """,
        arguments: [
            ArgumentSpec(
                name: "path",
                help: """
                    A .zip file, a template folder, a folder to scan for templates, a \
                    native-config.json or pushwoosh.json file (its folder), or another .json \
                    native config.
                    """,
                isRepeating: true,
                defaultDescription: "the current folder"
            ),
        ],
        options: [
            .previewOutput, .previewForce, .offline, .previewLanguage, .previewPlatform, .look, .appearance, .device,
            .png, .browser, .browserTimeout, .target, .configFile, .noConfig,
        ] + OptionSpec.previewServeOptions + [.help],
        sections: [.previewExitCodes]
    )
}

extension OptionSpec {
    /// `-o, --output <folder>` of `preview`.
    public static let previewOutput = OptionSpec(
        longName: "output",
        shortName: "o",
        help: "The folder to write the pages into; created when missing.",
        kind: .singleValue(valueName: "folder"),
        defaultValue: "preview",
        completion: .paths
    )

    /// `--force` of `preview`.
    public static let previewForce = OptionSpec(longName: "force", help: "Replace pages that already exist.")

    /// `--offline`.
    public static let offline = OptionSpec(
        longName: "offline",
        help: "Draw a labelled placeholder of the right size for each image and video instead of loading it."
    )

    /// `--language <language>` of `preview`.
    public static let previewLanguage = OptionSpec(
        longName: "language",
        help: "The language the pages open on: a section of pushwoosh.json, or '-' for every key missing.",
        kind: .singleValue(valueName: "language"),
        defaultValue: "the file's default_language",
        completion: .freeText
    )

    /// `--platform <platform>` of `preview`.
    public static let previewPlatform = OptionSpec(
        longName: "platform",
        help: "The platform the pages open on.",
        kind: .singleValue(valueName: "platform"),
        allowedValues: Platform.allCases.map(\.rawValue),
        defaultValue: "the first targeted platform"
    )

    /// `--look <look>`.
    public static let look = OptionSpec(
        longName: "look",
        help: "How iOS draws the card the pages open on: 'glass' (iOS 26 and later) or 'classic' (before); Android always draws its own.",
        kind: .singleValue(valueName: "look"),
        allowedValues: PreviewLook.allCases.map(\.rawValue),
        defaultValue: PreviewLook.glass.rawValue
    )

    /// `--appearance <appearance>`.
    public static let appearance = OptionSpec(
        longName: "appearance",
        help: "The appearance the pages open in; 'dark' merges the template's dark overlay.",
        kind: .singleValue(valueName: "appearance"),
        allowedValues: PreviewAppearance.allCases.map(\.rawValue),
        defaultValue: PreviewAppearance.light.rawValue
    )

    /// `--device <device>`.
    public static let device = OptionSpec(
        longName: "device",
        help: "The phone the pages open on; it also picks its platform unless --platform is given.",
        kind: .singleValue(valueName: "device"),
        allowedValues: PreviewDevice.all.map(\.id),
        defaultValue: "iphone-16 on iOS, pixel-4a on Android"
    )
}

extension HelpSection {
    /// The exit codes of `preview`.
    public static let previewExitCodes = HelpSection(
        title: "EXIT CODES",
        rows: [
            row(.success, "Every template's page was written (lint findings do not change the exit code)."),
            row(.findings, "A template could not be drawn (an HTML rich-media template, or one that cannot be read); the others were written."),
            row(.usage, "Usage error (bad flag or value, missing path, a page or PNG that exists without --force, --png without a browser); nothing is written."),
            row(.internalError, "A page or PNG could not be written, the browser failed (crash, no screenshot, timeout), or an internal error."),
        ]
    )
}
