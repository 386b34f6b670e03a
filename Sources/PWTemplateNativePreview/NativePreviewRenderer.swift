import PWTemplateLint
import PWTemplateNative
import PWTemplatePreview
import PWTemplateSystem

/// The preview of a native template: its ``Template`` read once, linted, and drawn from the same
/// value (``PreviewDocument/init(template:report:targets:request:)``).
public struct NativePreviewRenderer: PreviewRenderer {
    public init() {}

    public var kindID: String { NativeKind.identifier }

    public var scripts: [PreviewAsset] { NativePreviewAssets.scripts }
    public var styles: [PreviewAsset] { NativePreviewAssets.styles }

    public func document(
        of target: LintTarget, configuration: TemplateConfiguration, request: PreviewRequest,
        standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> Result<PreviewDocument, PreviewRefusal> {
        let template = Template.read(target, limits: configuration.lint.limits, standardInput: standardInput)
        if template.contents.isHTMLTemplate {
            return .failure(PreviewRefusal("'\(template.path)' is an HTML rich-media template (index.html, no native-config.json); "
                + "'preview' draws native templates only"))
        }
        if template.kind == .unreadable {
            return .failure(PreviewRefusal(template.contents.diagnostics.first?.message ?? "cannot read '\(template.path)'"))
        }
        let report = configuration.applied(to: TemplateLinter(configuration: configuration.lint).lint(template)).report
        return .success(PreviewDocument(template: template, report: report, targets: configuration.lint.targets, request: request))
    }
}
