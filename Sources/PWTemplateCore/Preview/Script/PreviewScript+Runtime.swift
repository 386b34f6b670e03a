extension PreviewScript {
    /// The JavaScript of the runtime: state, the URL fragment, switchers, device screen, findings panel, action toasts.
    static let runtime = ""
}
