import PWTemplateSyntax

extension ConfigFile {
    /// A note for each rule id named under `rules`, `overrides[].rules` or `ignore[].rules`
    /// that rules were split off (read after the file parsed, so its shape is known to be right).
    static func splitRuleNotes(in root: JSONNode, _ reader: ConfigReader) -> [ConfigNote] {
        var named: [(id: String, range: Range<Int>)] = []
        func settings(_ node: JSONNode?) {
            guard case .object(let members)? = node?.value else { return }
            named += members.map { ($0.key, $0.keyRange) }
        }
        func elements(_ node: JSONNode?) -> [JSONNode] {
            guard case .array(let elements)? = node?.value else { return [] }
            return elements
        }
        settings(root["rules"])
        elements(root["overrides"]).forEach { settings($0["rules"]) }
        for id in elements(root["ignore"]).flatMap({ elements($0["rules"]) }) {
            if case .string(let text) = id.value { named.append((text, id.range)) }
        }
        return named.flatMap { id, range in
            reader.kinds.splitNotes(for: id).map {
                ConfigNote(path: reader.displayPath, position: reader.text.position(ofByte: range.lowerBound), message: $0)
            }
        }
    }
}
