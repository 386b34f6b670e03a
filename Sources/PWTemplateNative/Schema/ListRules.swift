import PWTemplateLint
import PWTemplateSyntax

/// The checks of an array field: the kind of every element and how many there must be.
public struct ListRules: Sendable {
    public let element: ValueKind
    public let minimumCount: Int
    public let maximumCount: Int?
    /// The rule a count outside the bounds breaks (`empty-list`, `segment-count`).
    public let countRule: Rule

    public init(of element: ValueKind, minimumCount: Int = 0, maximumCount: Int? = nil, countRule: Rule = .emptyList) {
        self.element = element
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
        self.countRule = countRule
    }

    /// The accepted counts in words: `at least 1 element`, `2 to 12 elements`.
    public var countDescription: String {
        switch maximumCount {
        case .some(let maximum): "\(minimumCount) to \(maximum) elements"
        case .none: "at least \(minimumCount) element\(minimumCount == 1 ? "" : "s")"
        }
    }
}
