import PWTemplateLint
import Testing

/// `--languages`: the codes `l10n-language-code` accepts, in order, the first the default.
@Suite struct ScaffoldLanguagesTests {
    @Test func theFirstCodeIsTheDefaultLanguage() throws {
        let languages = try ScaffoldLanguages(parsing: "de,en,pt-BR,sr-Latn,es-419,default")
        #expect(languages.codes == ["de", "en", "pt-BR", "sr-Latn", "es-419", "default"])
        #expect(languages.defaultLanguage == "de")
    }

    @Test(arguments: [
        ("EN", ScaffoldLanguageError.implausible("EN", suggestion: "en")),
        ("en,pt_br", .implausible("pt_br", suggestion: "pt-BR")),
        ("en,sr-latn", .implausible("sr-latn", suggestion: "sr-Latn")),
        ("english", .implausible("english", suggestion: nil)),
        ("en,,de", .empty("en,,de")),
        ("en,", .empty("en,")),
        ("en,de,en", .repeated("en")),
    ])
    func badListsAreRefused(_ list: String, _ error: ScaffoldLanguageError) {
        #expect(throws: error) { try ScaffoldLanguages(parsing: list) }
    }

    @Test func chineseCodesAreRefusedWithTheReason() throws {
        let error = try #require(throws: ScaffoldLanguageError.self) { try ScaffoldLanguages(parsing: "en,zh-Hans") }
        #expect(error.message == "'zh-Hans' would not reach every device: iOS reports it, but Android reports Chinese with a region (zh-CN, zh-Hans-CN)")
    }

    @Test func messagesNameTheCodeAndTheFix() {
        #expect(ScaffoldLanguageError.implausible("EN", suggestion: "en").message
            == "'EN' is not a language code devices report (an ISO 639 code such as en, de or pt-BR); did you mean 'en'?")
        #expect(ScaffoldLanguageError.repeated("de").message == "language 'de' is given twice")
        #expect(ScaffoldLanguageError.empty("en,").message
            == "'en,' has an empty language code; separate the codes with single commas (en,de,fr)")
    }
}
