/// A titled two-column block of help (`OPTIONS:`, `EXIT CODES:`): a label, then aligned text.
public struct HelpSection: Sendable, Equatable {
    /// One line of the left column and the text beside it.
    public struct Row: Sendable, Equatable {
        public var label: String
        public var text: String

        public init(label: String, text: String) {
            self.label = label
            self.text = text
        }
    }

    /// The heading without its colon, in capitals.
    public var title: String
    public var rows: [Row]

    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }
}
