import PWTemplateLint
import PWTemplateSyntax

/// The one template `resolve` and `l10n` show: a ``Template`` whose `native-config.json`
/// parsed to an object, with `pushwoosh.json` when that can be read.
public struct LoadedTemplate: Sendable {
    public var template: Template
    /// The root object of `native-config.json`.
    public var configRoot: JSONNode
    /// Why `template.localization` cannot be used: `'promo' has no pushwoosh.json`, or what is
    /// wrong with it; `nil` when it can.
    public var noLocalizationReason: String?

    /// `template` when it can be shown; a refusal says what `command` cannot show and to lint
    /// `path` (the path as given).
    public init(_ template: Template, command: String, path: String) throws(ResolveRefusal) {
        self.template = template
        let lintHint = "  Run 'pwtemplate lint \(path)' to see every problem."
        let containerFindings = template.contents.diagnostics
        guard let config = template.nativeConfig else {
            if template.contents.isHTMLTemplate {
                throw ResolveRefusal("'\(template.path)' is an HTML rich-media template (index.html, no native-config.json); "
                    + "'\(command)' shows native templates only")
            }
            let errors = containerFindings.filter { $0.severity == .error }
            let problem = errors.first { $0.location.entry == .nativeConfig } ?? errors.first
            let message = problem.map { Self.located($0, in: template) } ?? "'\(template.path)' has no native-config.json"
            throw ResolveRefusal(message + "\n" + lintHint)
        }
        guard let root = Self.objectRoot(of: config) else {
            throw ResolveRefusal(Self.located(Self.firstError(in: config), in: template, entry: .nativeConfig) + "\n" + lintHint)
        }
        configRoot = root
        if let document = template.pushwoosh {
            if Self.objectRoot(of: document) == nil {
                noLocalizationReason = Self.located(Self.firstError(in: document), in: template, entry: .pushwoosh)
            }
        } else if let problem = containerFindings.first(where: { $0.location.entry == .pushwoosh }) {
            noLocalizationReason = Self.located(problem, in: template)
        } else {
            noLocalizationReason = "'\(template.path)' has no pushwoosh.json"
        }
    }

    /// The model of `pushwoosh.json`, when it can be used (see ``noLocalizationReason``).
    public var localization: LocalizationFile? {
        noLocalizationReason == nil ? template.localization : nil
    }

    /// The root, when the document parsed to an object (the only root either SDK accepts).
    private static func objectRoot(of document: JSONDocument) -> JSONNode? {
        guard let root = document.root, case .object = root.value else { return nil }
        return root
    }

    /// The finding that explains why a document has no object root.
    private static func firstError(in document: JSONDocument) -> Diagnostic {
        document.diagnostics.first { $0.severity == .error }
            ?? Diagnostic(rule: .jsonRootNotObject, message: "the root value is not an object")
    }

    /// `promo.zip!/native-config.json:2:25: message`; `entry` names the file of a finding without one.
    private static func located(_ diagnostic: Diagnostic, in template: Template, entry: EntryName? = nil) -> String {
        let name = diagnostic.location.entry ?? entry
        let file = template.displayPath(ofEntry: name)
        let position = diagnostic.location.range?.lineColumns(in: name.flatMap { template.parsed($0)?.text }).map { ":\($0.start.line):\($0.start.column)" } ?? ""
        return (file + position + ": " + diagnostic.message)
    }
}
