/// A byte range in one file of a template: UTF-8 offsets into the document's text
/// (``JSONDocument/text``), `start` inclusive, `end` exclusive.
public struct EditorRange: Sendable, Equatable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    package init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }
}
