import PWTemplateLint
import PWTemplateSyntax

/// `pwtemplate resolve <template>`: the `native-config.json` one platform's SDK parses for one
/// device language, in the source's key order; notes on the language choice go to stderr.
struct ResolveCommand {
    var options: ResolveOptions
    var invocation: Invocation

    private static let consequence = ", so every placeholder renders its default"

    func run() -> ExitCode {
        let template: LoadedTemplate
        do {
            template = try LoadedTemplate(options.template, command: .resolve, invocation: invocation)
        } catch {
            return error.report(to: invocation)
        }
        let platform = options.platform ?? .ios
        let language = options.language ?? template.localization?.defaultLanguage
        if let note = languageNote(template, language: language, platform: platform) {
            self.note(note)
        }
        let rendered = render(template, language: language, platform: platform)
        if options.platform == nil, render(template, language: language, platform: .android) != rendered {
            note("Android renders this template differently; see '--platform android'")
        }
        return CLI.write(rendered, to: invocation.standardOutput, invocation: invocation)
    }

    /// The root of `native-config.json` with every string value resolved, as JSON text.
    private func render(_ template: LoadedTemplate, language: String?, platform: Platform) -> String {
        let dictionary = language.flatMap { template.localization?.dictionary(forDeviceLanguage: $0, platform: platform) }
        let resolved = template.configRoot.mappingStrings { PlaceholderResolver.resolve($0, dictionary: dictionary, platform: platform) }
        return JSONOutput(resolved).rendered()
    }

    /// Why the device gets other translations than its own section, if it does.
    private func languageNote(_ template: LoadedTemplate, language: String?, platform: Platform) -> String? {
        guard let file = template.localization else {
            return (template.noLocalizationReason ?? "no pushwoosh.json") + Self.consequence
        }
        let noLocalization = "pushwoosh.json has no \"localization\" object: no translations at all" + Self.consequence
        guard let language else {
            guard file.hasLocalization else { return noLocalization }
            let example = file.sections.first.map { " (e.g. --language \($0.language))" } ?? ""
            return "pushwoosh.json has no default_language: without --language no section applies" + Self.consequence
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
            return "pushwoosh.json has no default_language: Android reads no translations at all" + Self.consequence
        case .noTranslations(.noSection(let defaultLanguage)):
            let reason = switch defaultLanguage {
            case language: "the default language '\(language)' has no section"
            case let defaultLanguage?: "no '\(language)' section, and the default language '\(defaultLanguage)' has none either"
            case nil: "no '\(language)' section and no default_language"
            }
            return reason + ": no translations at all" + Self.consequence
        }
    }

    private func note(_ text: String) {
        invocation.standardError.write("note: \(text.terminalSafe)\n")
    }
}
