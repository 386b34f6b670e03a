import PWTemplateLint

/// How a display type draws its block, as far as the design checks need it. Paths are relative
/// to the content block (``NodePath``). One layout per display type is built, once.
struct DesignLayout {
    /// What makes a surface draw something; the field paths are relative to the surface.
    struct VisibleContent {
        /// The surfaces: `""` for the block itself, `items/*` for each item.
        var surface: NodePath
        /// Texts that count when present and not blank.
        var texts: [NodePath]
        /// Media URLs that count when present.
        var media: [NodePath]
        /// Button lists that count when not empty.
        var buttonLists: [NodePath]
    }

    /// A Text drawn on a colour: `owner/text/color` on `owner/surface`, with `backdrop` behind
    /// the surface where the surface is translucent.
    struct TextPlacement {
        var owner: NodePath
        /// The key of the Text in the owner.
        var text: String
        var surface: NodePath
        var backdrop: Backdrop
        /// When this block path holds a value (an image), the text is drawn on that instead: skipped.
        var unlessPresent: NodePath? = nil
    }

    /// What is behind a translucent surface.
    enum Backdrop {
        /// The host app, assumed white.
        case app
        /// A colour of the block (a block path), itself over the app; media when `unlessPresent` holds a value.
        case color(NodePath, unlessPresent: NodePath? = nil)
        /// An image, a video or a gradient: unknown colour.
        case media
    }

    /// What lets users leave the message besides the close control and `close` actions.
    struct Exits {
        /// `autoDismiss` closes the message (banner).
        var autoDismiss = false
        /// With `dimBackground: true`, a tap on the scrim closes the message (modal, sheet).
        var scrimTapCloses = false
        /// With an empty `buttons` list the SDK shows the close control anyway: not this rule's case.
        var closeForcedWithoutButtons = false
        /// With `loop: false` the message ends after its last item (stories).
        var endsWithoutLoop = false
    }

    /// Lists of buttons drawn together (each must have at most ``DesignThresholds/maximumButtons``).
    var buttonLists: [NodePath] = []
    /// Buttons with a tappable `action`.
    var actionButtons: [NodePath] = []
    /// Buttons whose behaviour is built in (`spinButton`, `revealButton`): drawn, but no action.
    var builtInButtons: [NodePath] = []
    /// Other tappable actions (a banner bar, a carousel card, a pip window).
    var otherActions: [NodePath] = []
    /// What lies behind each button's own background, per entry of ``actionButtons`` and ``builtInButtons``.
    var buttonBackdrop: Backdrop = .media
    var textPlacements: [TextPlacement] = []
    var visibleContent: VisibleContent?
    var exits = Exits()

    /// Every tappable action path (derived when the layout is built).
    private(set) var actions: [NodePath] = []
    /// Every place a Text is drawn on a colour, buttons' labels included (derived when the layout is built).
    private(set) var allTextPlacements: [TextPlacement] = []

    /// The layout of `type`, built the first time it is asked for: the checks of each variant
    /// only read it, and a run of one template builds one layout, not ten.
    static func of(_ type: DisplayType) -> DesignLayout {
        switch type {
        case .banner: Built.banner
        case .carousel: Built.carousel
        case .fullscreen: Built.fullscreen
        case .modal: Built.modal
        case .pip: Built.pip
        case .scratchcard: Built.scratchcard
        case .sheet: Built.sheet
        case .spinwheel: Built.spinwheel
        case .stories: Built.stories
        case .video: Built.video
        }
    }

    /// One layout per display type, each built on first use.
    private enum Built {
        static let banner = make(.banner), carousel = make(.carousel), fullscreen = make(.fullscreen)
        static let modal = make(.modal), pip = make(.pip), scratchcard = make(.scratchcard), sheet = make(.sheet)
        static let spinwheel = make(.spinwheel), stories = make(.stories), video = make(.video)
    }

    private static func make(_ type: DisplayType) -> DesignLayout {
        var layout = drawing(of: type)
        layout.actions = layout.actionButtons.map { $0.appending("action") } + layout.otherActions
        layout.allTextPlacements = layout.textPlacements + (layout.actionButtons + layout.builtInButtons).map {
            TextPlacement(owner: $0, text: "text", surface: "background", backdrop: layout.buttonBackdrop)
        }
        return layout
    }

    /// What the display type draws where.
    private static func drawing(of type: DisplayType) -> DesignLayout {
        switch type {
        case .modal, .sheet:
            DesignLayout(
                buttonLists: ["buttons"], actionButtons: ["buttons/*"], buttonBackdrop: .color("background"),
                textPlacements: titleAndMessage(on: "background"),
                visibleContent: VisibleContent(surface: "", texts: ["title", "message"], media: ["image"], buttonLists: ["buttons"]),
                exits: Exits(scrimTapCloses: true, closeForcedWithoutButtons: true))
        case .fullscreen:
            DesignLayout(
                buttonLists: ["buttons"], actionButtons: ["buttons/*"],
                buttonBackdrop: .color("cover/background", unlessPresent: "cover/image"),
                textPlacements: titleAndMessage(on: "cover/background", unlessPresent: "cover/image"),
                visibleContent: VisibleContent(surface: "", texts: ["title", "message"], media: ["cover/image"], buttonLists: ["buttons"]),
                exits: Exits(closeForcedWithoutButtons: true))
        case .banner:
            DesignLayout(
                otherActions: ["action"], textPlacements: titleAndMessage(on: "background"),
                visibleContent: VisibleContent(surface: "", texts: ["title", "message"], media: ["image"], buttonLists: []),
                exits: Exits(autoDismiss: true))
        case .carousel:
            DesignLayout(
                otherActions: ["items/*/action"],
                visibleContent: VisibleContent(surface: "items/*", texts: ["title", "message"], media: ["image"], buttonLists: []))
        case .stories:
            DesignLayout(
                buttonLists: ["items/*/buttons"], actionButtons: ["items/*/buttons/*"],
                visibleContent: VisibleContent(surface: "items/*", texts: ["title", "message"], media: ["image"], buttonLists: ["buttons"]),
                exits: Exits(endsWithoutLoop: true))
        case .video:
            DesignLayout(buttonLists: ["buttons"], actionButtons: ["buttons/*"])
        case .pip:
            DesignLayout(otherActions: ["action"])
        case .scratchcard:
            DesignLayout(actionButtons: ["reward/button"], builtInButtons: ["revealButton"])
        case .spinwheel:
            DesignLayout(
                actionButtons: ["reward/button", "segments/*/reward/button"], builtInButtons: ["spinButton"],
                textPlacements: [TextPlacement(owner: "segments/*", text: "message", surface: "color", backdrop: .media)])
        }
    }

    private static func titleAndMessage(on surface: NodePath, unlessPresent: NodePath? = nil) -> [TextPlacement] {
        ["title", "message"].map {
            TextPlacement(owner: "", text: $0, surface: surface, backdrop: .app, unlessPresent: unlessPresent)
        }
    }
}
