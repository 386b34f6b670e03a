import PWTemplateLint

/// The opaque colour a text is drawn on, resolved through translucent layers.
struct SurfaceColor {
    var color: RGBAColor
    /// How the finding names it: "`#FFFFFF`", "`#00000080` over `#FFFFFF`", "`#FFFFFF80` over the app (assumed white)".
    var description: String

    /// The surface colour at `node` as drawn over `backdrop`, or `nil` when it is not a colour
    /// that parses (an image, a gradient array, a malformed value) or lies over media.
    static func resolve(_ node: LocatedNode, backdrop: DesignLayout.Backdrop, in block: LocatedNode) -> SurfaceColor? {
        guard let text = node.string, let color = RGBAColor(hex: text) else { return nil }
        let own = "`\(text)`"
        if color.isOpaque { return SurfaceColor(color: color, description: own) }
        switch backdrop {
        case .app:
            return SurfaceColor(color: color.composited(over: .white), description: own + " over the app (assumed white)")
        case .color(let path, let unlessPresent):
            if let covering = unlessPresent, !block.select(covering).isEmpty { return nil }
            guard let behindNode = block.select(path).first,
                let behind = resolve(behindNode, backdrop: .app, in: block)
            else { return nil }
            return SurfaceColor(color: color.composited(over: behind.color), description: own + " over " + behind.description)
        case .media:
            return nil
        }
    }
}
