import PWTemplateSyntax

extension KindRegistry {
    /// The rules split off the rule `id`: configuring `id` no longer reaches their findings.
    public func splitOff(from id: String) -> [Rule] {
        rules.filter { $0.splitFrom?.formerID == id }
    }

    /// For each rule split off `id`, a note saying which id to configure instead.
    public func splitNotes(for id: String) -> [String] {
        splitOff(from: id).compactMap { rule in
            rule.splitFrom.map { "'\(id)' no longer covers \($0.findings): they are reported as '\(rule.id)' now; configure that id" }
        }
    }
}
