import PWTemplateSyntax

extension Rule {
    /// Every rule pwtemplate knows, in the order `rules` lists them. Each rule is defined beside
    /// the check that emits it (`NumberCheck+Rules.swift` beside `NumberCheck.swift`);
    /// `RuleCatalogTests` fails when a defined rule is missing here or no check emits one.
    public static let all: [Rule] = [
        pathUnreadable,
        archiveUnreadable, archiveUnsupportedEntry, archiveUnsafePath, archiveDuplicateEntry,
        archiveTooLarge, configMissing, configNotAtRoot, archiveJunk, mixedFormats, unusedFile,
        htmlTemplate,
        jsonSyntax, jsonDuplicateKey, jsonBOM, jsonEncoding, jsonTooDeep, jsonRootNotObject,
        displayTypeMissing, displayTypeUnknown, displayTypeCase, contentBlockMissing,
        envelopeInAppID, envelopeValueIgnored, envelopeMaxDisplays,
        requiredField, typeMismatch, emptyString, invalidEnum, invalidColor, colorTrailingWhitespace, colorAlphaFirst,
        invalidAction, unsafeActionURL, insecureActionURL, actionURLForm, insecureMediaURL, invalidMediaURL,
        unparseableURL, unparseableImageURL, urlPercentEncoded,
        emptyList, segmentCount, rewardMissingTitleOrCode, valueOutOfRange, valueClamped,
        unknownField, ignoredField,
        platformUnsupported, sdkVersion, sdkVersionUndocumented,
        noVisibleContent, noWayOut, lowContrast, invisibleText, tooManyButtons, spinwheelWeightsZero, darkVariantInvalid, darkKeyIgnored, darkOverlayIgnored,
        l10nDefaultLanguage, l10nInvalidSection, l10nLanguageCode, l10nMissingFile, l10nUnusedKey, l10nHTMLMarkup, placeholderSyntax,
        placeholderUnknownKey, placeholderMissingTranslation, placeholderEmptyDefault, placeholderPlatformDivergence,
        placeholderCapitalizeDivergence, tagPlaceholderEmptyDefault,
        unusedIgnore, staleBaseline,
    ]
}
