import PWTemplateLint
import PWTemplateSyntax

/// What reading the template found about its container (``TemplateReader``: the path, the
/// archive or folder, its entries), reported as read.
struct ContainerCheck: Check {
    var rules: [Rule] {
        [.pathUnreadable,
         .archiveUnreadable, .archiveUnsupportedEntry, .archiveUnsafePath, .archiveDuplicateEntry,
         .archiveTooLarge, .configMissing, .configNotAtRoot, .archiveJunk, .mixedFormats, .unusedFile,
         .htmlTemplate]
    }
    var stage: CheckStage { .template }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .template(let template) = input else { return }
        findings += template.contents.diagnostics
    }
}
