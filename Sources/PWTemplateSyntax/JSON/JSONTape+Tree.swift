extension JSONTape {
    /// The tree of the value at `index` (the root by default), for the readers and writers that
    /// still take one. Built without recursion, so any depth the parser accepts is safe.
    public func tree() -> JSONNode {
        tree(at: Self.rootIndex)
    }

    func tree(at index: Int) -> JSONNode {
        /// An object or array whose children are being built.
        struct Open {
            let index: Int
            var members: [JSONMember] = []
            var elements: [JSONNode] = []
            var key = ""
            var keyRange = 0..<0
        }
        var open: [Open] = []
        var record = index
        while true {
            var node: JSONNode?
            switch kind(at: record) {
            case .object, .array:
                open.append(Open(index: record))
            case .key:
                open[open.count - 1].key = string(at: record)
                open[open.count - 1].keyRange = reportedRange(at: record)
            case .string: node = JSONNode(value: .string(string(at: record)), range: reportedRange(at: record))
            case .number: node = JSONNode(value: .number(numberText(at: record)), range: reportedRange(at: record))
            case .true: node = JSONNode(value: .bool(true), range: reportedRange(at: record))
            case .false: node = JSONNode(value: .bool(false), range: reportedRange(at: record))
            case .null: node = JSONNode(value: .null, range: reportedRange(at: record))
            }
            record += 1
            if let node {
                guard !open.isEmpty else { return node }
                attach(node, to: &open[open.count - 1])
            }
            while let top = open.last, next(after: top.index) == record {
                open.removeLast()
                let value: JSONValue = kind(at: top.index) == .object ? .object(top.members) : .array(top.elements)
                let node = JSONNode(value: value, range: reportedRange(at: top.index))
                guard !open.isEmpty else { return node }
                attach(node, to: &open[open.count - 1])
            }
        }

        func attach(_ node: JSONNode, to container: inout Open) {
            if kind(at: container.index) == .object {
                container.members.append(JSONMember(key: container.key, keyRange: container.keyRange, value: node))
            } else {
                container.elements.append(node)
            }
        }
    }
}
