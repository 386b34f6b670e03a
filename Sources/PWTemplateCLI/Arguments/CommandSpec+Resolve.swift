import PWTemplateSyntax

extension CommandSpec {
    /// `pwtemplate resolve <template>`.
    public static let resolve = CommandSpec(
        name: "resolve",
        abstract: "Print what the SDK will draw of one document.",
        discussion: """
            For a template, prints the native-config.json one platform's SDK parses on a \
            device in one language: each placeholder replaced with its translation from \
            pushwoosh.json, or with what the SDK shows when the key is missing. Keys, their \
            order and numbers stay as written. Notes on the language choice go to standard \
            error. Device tags are taken as absent, so single-brace placeholders show their \
            defaults.

            For a message file of another kind, prints what its SDK draws of each message, \
            for the releases --target names.
            """,
        arguments: [.resolvedDocument],
        options: [.language, .platform, .resolveTarget, .resolveFormat, .help],
        sections: [.singleTemplateExitCodes]
    )
}

extension ArgumentSpec {
    /// `<template>`: the one template `resolve` and `l10n` show.
    static let template = ArgumentSpec(
        name: "template",
        help: """
            A .zip file, a template folder, or its native-config.json or pushwoosh.json. \
            '-' reads a ZIP from standard input.
            """,
        isRequired: true
    )

    /// `<template>` of `resolve`: a template, or a message file of another kind.
    static let resolvedDocument = ArgumentSpec(
        name: "template",
        help: """
            A .zip file, a template folder, or its native-config.json or pushwoosh.json; or an \
            inbox (.inbox.json) or In-App (.inapp.json) message file. '-' reads a ZIP from \
            standard input.
            """,
        isRequired: true
    )
}

extension OptionSpec {
    /// `--format <format>` of `resolve`.
    public static let resolveFormat = OptionSpec(
        longName: "format",
        help: "How to print what the SDK draws: readable text, or JSON (a template prints JSON either way).",
        kind: .singleValue(valueName: "format"),
        allowedValues: ["text", "json"],
        defaultValue: "text"
    )

    /// `--target <platform[@version]>` of `resolve`.
    public static let resolveTarget = OptionSpec(
        longName: "target",
        help: """
            The SDK release to resolve a message for (ios@7.1.2); repeatable, one per \
            platform. Without it, the oldest release each kind supports.
            """,
        kind: .repeatableValue(valueName: "platform[@version]"),
        completion: .values(Platform.allCases.map(\.rawValue))
    )

    /// `--language <language>`.
    public static let language = OptionSpec(
        longName: "language",
        help: """
            The device language, as a section of "localization" in pushwoosh.json (de, \
            pt-BR); a language without a section shows the SDK's fallback.
            """,
        kind: .singleValue(valueName: "language"),
        defaultValue: "the file's default_language",
        completion: .freeText
    )

    /// `--platform <platform>`.
    public static let platform = OptionSpec(
        longName: "platform",
        help: """
            The SDK whose placeholder rules and fallbacks apply; without it, a note says \
            when Android renders the template differently.
            """,
        kind: .singleValue(valueName: "platform"),
        allowedValues: Platform.allCases.map(\.rawValue),
        defaultValue: Platform.ios.rawValue
    )
}
