import PWTemplateLint
import PWTemplateSyntax

/// `too-many-buttons`: more than ``DesignThresholds/maximumButtons`` buttons in one list (§16).
struct ButtonCountCheck: Check {
    var rules: [Rule] { [.tooManyButtons] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += Self.findings(in: document)
    }

    static func findings(in document: ConfigDocument) -> [Diagnostic] {
        let block = LocatedNode(node: document.block)
        let limit = document.configuration.design.maximumButtons
        return DesignLayout.of(document.displayType).buttonLists.flatMap(block.select).compactMap { list in
            guard let buttons = list.elements, buttons.count > limit else { return nil }
            let first = buttons[limit]
            let place = document.displayType == .stories ? "story slide" : document.displayType.rawValue
            return document.finding(
                .tooManyButtons, at: first.node, pointer: first.pointer,
                message: "\(buttons.count) buttons on one \(place); more than \(limit) squeeze or overflow the layout",
                hint: "keep at most \(limit) buttons: iOS buttons are 52 pt tall and cards do not scroll")
        }
    }
}
