import PWTemplateLint
import PWTemplateSyntax

/// `no-way-out`: nothing closes the message but following a link.
struct WayOutCheck: Check {
    var rules: [Rule] { [.noWayOut] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += Self.findings(in: document)
    }

    static func findings(in document: ConfigDocument) -> [Diagnostic] {
        let layout = DesignLayout.of(document.displayType)
        let block = LocatedNode(node: document.block)
        guard !hasWayOut(block, layout) else { return [] }
        var missing = ["no close button (`showClose` is not true)", "no `close` action"]
        var hint = "set `showClose` to true or give a button the action { \"type\": \"close\" }"
        if layout.exits.autoDismiss {
            missing.append("no `autoDismiss`")
            hint += ", or set `autoDismiss`"
        }
        let hasLinks = layout.actions.contains { !block.select($0).isEmpty }
        let message = "users cannot close this \(document.displayType.rawValue) "
            + (hasLinks ? "except by following a link: " : "at all: ") + DesignText.list(missing, joinedBy: "and")
        if let showClose = block["showClose"] {
            return [document.finding(.noWayOut, at: showClose.node, pointer: showClose.pointer, message: message, hint: hint)]
        }
        return [document.finding(.noWayOut, at: block.node, pointer: block.pointer, message: message, hint: hint)]
    }

    /// Whether something other than a link closes the message. Values that cannot be read
    /// (a malformed flag or action, which the schema reports) count as a way out.
    private static func hasWayOut(_ block: LocatedNode, _ layout: DesignLayout) -> Bool {
        let exits = layout.exits
        if isTrueOrUnreadable(block["showClose"]) { return true }
        if exits.autoDismiss, block["autoDismiss"] != nil { return true }
        if exits.scrimTapCloses, isTrueOrUnreadable(block["dimBackground"]) { return true }
        if exits.endsWithoutLoop, block["loop"]?.bool != true { return true }
        if exits.closeForcedWithoutButtons, block["buttons"]?.elements?.isEmpty ?? true { return true }
        return layout.actions.contains { path in block.select(path).contains(where: closesOrIsUnreadable) }
    }

    private static func isTrueOrUnreadable(_ flag: LocatedNode?) -> Bool {
        guard let flag else { return false }
        return flag.bool ?? true
    }

    private static func closesOrIsUnreadable(_ action: LocatedNode) -> Bool {
        guard let type = action["type"]?.string else { return true }
        return type.lowercased() == "close"
    }
}
