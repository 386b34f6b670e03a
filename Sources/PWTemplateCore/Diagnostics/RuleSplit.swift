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

extension Rule {
    /// The rules split off the rule `id`: configuring `id` no longer reaches their findings.
    public static func splitOff(from id: String) -> [Rule] {
        all.filter { $0.splitFrom?.formerID == id }
    }

    /// For each rule split off `id`, a note saying which id to configure instead.
    public static func splitNotes(for id: String) -> [String] {
        splitOff(from: id).compactMap { rule in
            rule.splitFrom.map { "'\(id)' no longer covers \($0.findings): they are reported as '\(rule.id)' now; configure that id" }
        }
    }
}
