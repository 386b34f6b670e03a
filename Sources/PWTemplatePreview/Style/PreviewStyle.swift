/// The CSS of a preview page, inlined in one `<style>`: the page around the device (toolbar,
/// findings panel, gallery), the device screen, then the message layers of the display types.
enum PreviewStyle {
    /// Every piece, joined.
    static var source: String {
        [page, device, message, slides, games].joined(separator: "\n")
    }
}
