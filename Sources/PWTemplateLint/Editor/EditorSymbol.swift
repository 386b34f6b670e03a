/// One entry of a document's outline, with the entries inside it.
public struct EditorSymbol: Sendable, Equatable {
    /// The JSON type of the value.
    public enum Kind: Sendable, Equatable {
        case object, array, string, number, boolean, null
    }

    /// The member name, or what names an array element (a button's label, an item's title).
    public var name: String
    /// A short description: a scalar's value, an array's element count.
    public var detail: String?
    public var kind: Kind
    /// The whole member (key and value) or element.
    public var range: EditorRange
    /// The key, or the element's naming text.
    public var selectionRange: EditorRange
    public var children: [EditorSymbol]

    public init(
        name: String, detail: String?, kind: Kind, range: EditorRange, selectionRange: EditorRange, children: [EditorSymbol] = []
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }
}
