extension Diagnostic {
    /// The finding with `entry` set, on it and on its related locations, where they name none:
    /// a check of one file reports without an entry and its document stamps the file on.
    public func stamped(_ entry: EntryName) -> Diagnostic {
        var finding = self
        if finding.location.entry == nil { finding.location.entry = entry }
        for index in finding.related.indices where finding.related[index].location.entry == nil {
            finding.related[index].location.entry = entry
        }
        return finding
    }
}
