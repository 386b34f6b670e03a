import PWTemplateLint
import PWTemplateNative
import PWTemplatePreview
import PWTemplateSyntax

extension PreviewDocument {
    /// The preview of `template`, whose lint `report` the configuration has been applied to,
    /// on the targeted platforms.
    public init(template: Template, report: TemplateReport, targets: TargetSelection, request: PreviewRequest) {
        let targeted = Platform.allCases.filter(targets.includes)
        let platforms = targeted.isEmpty ? Platform.allCases : targeted
        let source = PreviewSource(template)
        let variants = platforms.flatMap { platform in
            source.languages.flatMap { source.variants(platform: platform, language: $0.id, findings: report.diagnostics) }
        }
        self.init(
            name: template.path, displayType: template.displayType?.lowercased(), platforms: platforms, languages: source.languages,
            defaultLanguage: source.defaultLanguage, languageOrigin: "section in pushwoosh.json", variants: variants, report: report,
            request: request)
    }
}
