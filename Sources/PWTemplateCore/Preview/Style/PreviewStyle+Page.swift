extension PreviewStyle {
    /// The CSS of the page around the device: toolbar, switchers, findings panel, gallery.
    static let page = ""
}
