/// Where a rule's findings were reported before it got its own id: one id reports one kind of
/// finding, so a kind with another severity was split off into a rule of its own.
public struct RuleSplit: Sendable, Hashable {
    /// The id that reported the findings before, e.g. `invalid-color`.
    public let formerID: String
    /// The findings that moved, in words, e.g. `alpha-first colours`.
    public let findings: String

    public init(formerID: String, findings: String) {
        self.formerID = formerID
        self.findings = findings
    }
}
