import PWTemplateLint
import PWTemplateSyntax

/// Everything a preview page shows of one template: the variants to draw, the lint findings
/// beside them, the devices, and the view the page opens on. Built from a kind's document and
/// its lint report (with the configuration applied as `lint` applies it), then written into the
/// page as JSON (``dataIsland()``).
public struct PreviewDocument: Sendable {
    /// The language id of the case where no translation applies and every placeholder renders
    /// its default.
    public static let keyMissing = "-"

    /// A choice of the language switcher.
    public struct Language: Sendable, Equatable {
        /// A section key of `pushwoosh.json`, or ``PreviewDocument/keyMissing``.
        public let id: String
        public let label: String

        package init(id: String, label: String) {
            self.id = id
            self.label = label
        }
    }

    /// The view a page opens on.
    public struct InitialView: Sendable, Equatable {
        public var platform: Platform
        /// `glass` or `classic` on iOS, `material` on Android.
        public var look: String
        public var device: String
        public var language: String
        public var appearance: PreviewAppearance
    }

    /// The template path as reports show it.
    public let name: String
    /// The lower-cased `displayType` of a template, when there is one; for another kind, the
    /// renderer that draws it (`inbox`, `inapp`): the page draws with `PW.renderers[displayType]`.
    public let displayType: String?
    public let offline: Bool
    /// The platforms the targets name: iOS first.
    public let platforms: [Platform]
    public let languages: [Language]
    public let devices: [PreviewDevice]
    /// Platform by platform, language by language, light then dark.
    public let variants: [PreviewVariant]
    /// Whether a `dark` overlay exists and merges (in some variant).
    public let hasDark: Bool
    /// The lint report's findings, in report order.
    public let findings: [Diagnostic]
    /// The text of each entry of the report, to give findings their lines and columns.
    let sources: EntrySources
    public let initial: InitialView
    /// What the page could not open on as asked (a language without a section…), for the
    /// command to print as notes.
    public let notes: [String]

    /// The preview of a message of a kind whose renderer draws a model the kind works out
    /// (``PreviewVariant/model``): the page draws each variant with `PW.renderers[renderer]`.
    /// `languages` are the message's own (``keyMissing`` alone when it has none); `languageOrigin`
    /// names where they come from in the note for a language `request` asks for and the message
    /// lacks (`"language in the message's texts"`). The platforms are the variants', iOS first.
    public init(
        name: String, renderer: String, languages: [Language], defaultLanguage: String?, languageOrigin: String,
        variants: [PreviewVariant], report: TemplateReport, request: PreviewRequest
    ) {
        let platforms = Platform.allCases.filter { platform in variants.contains { $0.platform == platform } }
        self.init(
            name: name, displayType: renderer, platforms: platforms.isEmpty ? [.ios] : platforms,
            languages: languages.isEmpty ? [Language(id: Self.keyMissing, label: "default")] : languages,
            defaultLanguage: defaultLanguage, languageOrigin: languageOrigin, variants: variants, report: report, request: request)
    }

    /// The preview of `name` as `displayType` (a display type, or a kind's renderer) draws it.
    package init(
        name: String, displayType: String?, platforms: [Platform], languages: [Language], defaultLanguage: String?,
        languageOrigin: String, variants: [PreviewVariant], report: TemplateReport, request: PreviewRequest
    ) {
        self.name = name
        self.displayType = displayType
        offline = request.offline
        let hasDark = variants.contains { $0.appearance == .dark }
        self.platforms = platforms
        self.languages = languages
        self.variants = variants
        self.hasDark = hasDark
        findings = report.diagnostics
        sources = report.sources
        devices = PreviewDevice.all.filter { platforms.contains($0.platform) }
        (initial, notes) = Self.initialView(
            request, platforms: platforms, languages: languages, defaultLanguage: defaultLanguage, languageOrigin: languageOrigin,
            hasDark: hasDark)
    }

    /// The view the page opens on: what `request` asks where it can be shown, else the
    /// default language (or the first section), the first platform, its mid-size phone, glass, light.
    private static func initialView(
        _ request: PreviewRequest, platforms: [Platform], languages: [Language], defaultLanguage: String?, languageOrigin: String,
        hasDark: Bool
    ) -> (InitialView, [String]) {
        var notes: [String] = []
        let ids = languages.map(\.id)
        let fallbackLanguage = defaultLanguage.flatMap { ids.contains($0) ? $0 : nil } ?? ids[0]
        var language = fallbackLanguage
        if let asked = request.language {
            if ids.contains(asked) {
                language = asked
            } else {
                notes.append("no '\(asked)' \(languageOrigin); the page opens on '\(fallbackLanguage)'")
            }
        }
        let device = request.device.flatMap(PreviewDevice.named)
        var platform = request.platform ?? device?.platform ?? platforms[0]
        if !platforms.contains(platform) {
            notes.append("\(platform.displayName) is not targeted; the page opens on \(platforms[0].displayName)")
            platform = platforms[0]
        }
        let shownDevice = device.flatMap { $0.platform == platform ? $0 : nil } ?? PreviewDevice.standard(for: platform)
        var appearance = request.appearance ?? .light
        if appearance == .dark, !hasDark {
            notes.append("no dark overlay merges, so dark mode shows the light colours; the page opens in light")
            appearance = .light
        }
        let look = platform == .android ? "material" : (request.look ?? .glass).rawValue
        let view = InitialView(platform: platform, look: look, device: shownDevice.id, language: language, appearance: appearance)
        return (view, notes)
    }
}
