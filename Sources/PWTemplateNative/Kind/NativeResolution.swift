import PWTemplateLint
import PWTemplateSyntax

/// What `resolve` prints of a native template: the root of `native-config.json` one platform's
/// SDK parses for one device language, every string resolved, in the source's key order; notes
/// on the language choice, and whether Android renders it differently.
enum NativeResolution {
    private static let consequence = ", so every placeholder renders its default"

    static func resolve(_ template: Template, request: ResolveRequest) -> Result<ResolvedDocument, ResolveRefusal> {
        let loaded: LoadedTemplate
        do {
            loaded = try LoadedTemplate(template, command: "resolve", path: request.givenPath ?? template.path)
        } catch {
            return .failure(error)
        }
        let platform = request.platform ?? .ios
        let language = request.language ?? loaded.localization?.defaultLanguage
        var notes = languageNote(loaded, language: language, platform: platform).map { [$0] } ?? []
        let rendered = render(loaded, language: language, platform: platform)
        if request.platform == nil, render(loaded, language: language, platform: .android) != rendered {
            notes.append("Android renders this template differently; see '--platform android'")
        }
        return .success(ResolvedDocument(output: rendered, notes: notes))
    }

    /// The root of `native-config.json` with every string value resolved, as JSON text.
    private static func render(_ template: LoadedTemplate, language: String?, platform: Platform) -> String {
        let dictionary = language.flatMap { template.localization?.dictionary(forDeviceLanguage: $0, platform: platform) }
        let resolved = template.configRoot.mappingStrings { PlaceholderResolver.resolve($0, dictionary: dictionary, platform: platform) }
        return JSONOutput(resolved).rendered()
    }

    private static func languageNote(_ template: LoadedTemplate, language: String?, platform: Platform) -> String? {
        guard let file = template.localization else {
            return (template.noLocalizationReason ?? "no pushwoosh.json") + consequence
        }
        let noLocalization = "pushwoosh.json has no \"localization\" object: no translations at all" + consequence
        guard let language else {
            guard file.hasLocalization else { return noLocalization }
            let example = file.sections.first.map { " (e.g. --language \($0.language))" } ?? ""
            return "pushwoosh.json has no default_language: without --language no section applies" + consequence
                + "; pass --language" + example
        }
        switch file.selection(forDeviceLanguage: language, platform: platform) {
        case .ownSection:
            return nil
        case .defaultSection(let fallback):
            return "no '\(language)' section; the SDK falls back to the default language '\(fallback)'"
        case .noTranslations(.noLocalization):
            return noLocalization
        case .noTranslations(.androidNeedsDefaultLanguage):
            return "pushwoosh.json has no default_language: Android reads no translations at all" + consequence
        case .noTranslations(.noSection(let defaultLanguage)):
            let reason = switch defaultLanguage {
            case language: "the default language '\(language)' has no section"
            case let defaultLanguage?: "no '\(language)' section, and the default language '\(defaultLanguage)' has none either"
            case nil: "no '\(language)' section and no default_language"
            }
            return reason + ": no translations at all" + consequence
        }
    }
}
