import PWTemplateLint
import PWTemplateSyntax

extension LocalizationFile {
    /// Which translations a device language gets on a platform (§10), and why.
    public enum Selection: Sendable, Equatable {
        /// The device language's own section.
        case ownSection
        /// The `default_language` section, because the device language has no object section.
        case defaultSection(language: String)
        /// No translations at all: every placeholder renders its missing-key result.
        case noTranslations(NoTranslationsReason)
    }

    /// Why a device language gets no translations at all.
    public enum NoTranslationsReason: Sendable, Equatable {
        /// `localization` is missing or not an object.
        case noLocalization
        /// Android reads nothing without `default_language`, even when the device language has a section.
        case androidNeedsDefaultLanguage
        /// Neither the device language nor `default_language` (when there is one) names an object section.
        case noSection(defaultLanguage: String?)
    }

    /// The translations a device whose language is `language` gets on `platform`: its own
    /// section if that is an object, else the default-language section; per section, never per
    /// key. A device section that is not an object falls through to the default language on
    /// both SDKs (iOS from 7.2.0); `l10n-invalid-section` reports it.
    public func selection(forDeviceLanguage language: String, platform: Platform) -> Selection {
        guard hasLocalization else { return .noTranslations(.noLocalization) }
        if platform == .android, defaultLanguage == nil { return .noTranslations(.androidNeedsDefaultLanguage) }
        if section(language) != nil { return .ownSection }
        if let defaultLanguage, defaultSection != nil { return .defaultSection(language: defaultLanguage) }
        return .noTranslations(.noSection(defaultLanguage: defaultLanguage))
    }
}
