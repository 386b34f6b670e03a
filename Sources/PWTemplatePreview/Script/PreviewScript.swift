/// The JavaScript of a preview page, inlined in one `<script>`, in the order it runs: the
/// runtime (state, switchers, the device screen, the findings panel), the building blocks the
/// display types share (text, buttons, close control, media, rewards), then one renderer per
/// display type registered in `PW.renderers`. Text from a template only ever reaches the page
/// through `textContent` and attribute setters, never as markup.
enum PreviewScript {
    /// Every piece, joined.
    static var source: String {
        [runtime, blocks, cards, media, slides, games].joined(separator: "\n")
    }
}
