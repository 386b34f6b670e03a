import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateNativePreview
@testable import PWTemplatePreview
@testable import PWTemplateSyntax
@testable import PWTemplateSystem

/// Preview documents of templates in memory and of the example gallery, linted as `lint` does.
enum PreviewFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The preview of a template held in memory.
    static func document(
        _ nativeConfig: String, pushwoosh: String? = nil, path: String = "promo", targets: TargetSelection = .default,
        request: PreviewRequest = PreviewRequest()
    ) -> PreviewDocument {
        let template = Template(nativeConfig: Array(nativeConfig.utf8), pushwoosh: pushwoosh.map { Array($0.utf8) }, path: path)
        return document(template, targets: targets, request: request)
    }

    /// The preview of `Examples/templates/<name>`.
    static func example(_ name: String, request: PreviewRequest = PreviewRequest()) throws -> PreviewDocument {
        let template = try Template.open("Examples/templates/" + name, currentDirectory: packageRoot.path) { () throws(FileSystemError) in [] }
        return document(template, targets: .default, request: request)
    }

    /// The preview of the `new` scaffold of `type`.
    static func scaffold(_ type: DisplayType, targets: TargetSelection) -> PreviewDocument {
        let files = Scaffold.files(for: ScaffoldRequest(displayType: type))
        let config = files.first { $0.name == "native-config.json" }?.bytes ?? []
        let pushwoosh = files.first { $0.name == "pushwoosh.json" }?.bytes
        return document(Template(nativeConfig: config, pushwoosh: pushwoosh, path: type.rawValue), targets: targets, request: PreviewRequest())
    }

    private static func document(_ template: Template, targets: TargetSelection, request: PreviewRequest) -> PreviewDocument {
        let report = TemplateLinter(configuration: LintConfiguration(targets: targets)).lint(template)
        return PreviewDocument(template: template, report: report, targets: targets, request: request)
    }

    /// A string member of a block, following `path` (keys and array indices).
    static func string(_ block: JSONNode?, _ path: Any...) -> String? {
        guard case .string(let text)? = node(block, at: path)?.value else { return nil }
        return text
    }

    /// The value under `block` at `path` (keys and array indices).
    static func node(_ block: JSONNode?, at path: [Any]) -> JSONNode? {
        var node = block
        for step in path {
            if let key = step as? String {
                node = node?[key]
            } else if let index = step as? Int, case .array(let elements)? = node?.value, elements.indices.contains(index) {
                node = elements[index]
            } else {
                return nil
            }
        }
        return node
    }

    static let explicitBothPlatforms = TargetSelection(targets: [Target(platform: .ios), Target(platform: .android)])
}

extension PreviewDocument {
    /// The variant of `platform`, `language` and `appearance`, if there is one.
    func variant(_ platform: Platform, _ language: String, _ appearance: PreviewAppearance = .light) -> PreviewVariant? {
        variants.first { $0.platform == platform && $0.language == language && $0.appearance == appearance }
    }
}
