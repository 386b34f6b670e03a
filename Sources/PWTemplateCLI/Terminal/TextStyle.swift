import PWTemplateSyntax

/// An ANSI (SGR) text style: bold, dim, a foreground colour, or a mix of them.
public struct TextStyle: Sendable, Hashable {
    private let parameters: [Int]

    private init(_ parameters: [Int]) {
        self.parameters = parameters
    }

    public static let bold = TextStyle([1])
    public static let dim = TextStyle([2])
    public static let red = TextStyle([31])
    public static let green = TextStyle([32])
    public static let yellow = TextStyle([33])
    public static let blue = TextStyle([34])
    public static let cyan = TextStyle([36])

    /// Both styles at once, e.g. `.bold + .red`.
    public static func + (lhs: TextStyle, rhs: TextStyle) -> TextStyle {
        TextStyle(lhs.parameters + rhs.parameters)
    }

    /// The colour of a severity: bold red errors, bold yellow warnings, bold cyan infos.
    public static func severity(_ severity: Severity) -> TextStyle {
        switch severity {
        case .error: .bold + .red
        case .warning: .bold + .yellow
        case .info: .bold + .cyan
        }
    }

    /// `text` between this style's escape sequence and a reset; empty text stays empty.
    public func apply(to text: String) -> String {
        guard !text.isEmpty else { return text }
        let codes = parameters.map(String.init).joined(separator: ";")
        return "\u{1B}[" + codes + "m" + text + "\u{1B}[0m"
    }
}
