import PWTemplateSyntax

/// The innermost value or member name of a parsed tree at a byte offset, with its path.
package struct TreeCursor {
    /// The steps from the root to `node` (to the member's value when on a key).
    package var path: [FieldLocation.Step]
    /// The value under the cursor, or the value of the member whose name is under it.
    package var node: JSONNode
    /// The member name's range when the cursor is on a key.
    package var keyRange: Range<Int>?

    /// The range of the token hovered: the key, or the value.
    package var range: Range<Int> { keyRange ?? node.range }

    /// The place at `offset` in the tree `root`; `nil` outside every value. Descends without
    /// recursion; each level is a binary search, members being in source order.
    package init?(root: JSONNode, offset: Int) {
        guard root.range.contains(offset) else { return nil }
        var node = root
        var path: [FieldLocation.Step] = []
        while true {
            switch node.value {
            case .object(let members):
                guard let index = Self.index(in: members, containing: offset, range: { $0.keyRange.lowerBound..<$0.value.range.upperBound }) else {
                    self.init(path: path, node: node, keyRange: nil)
                    return
                }
                let member = members[index]
                path.append(.member(member.key))
                if member.keyRange.contains(offset) {
                    self.init(path: path, node: member.value, keyRange: member.keyRange)
                    return
                }
                guard member.value.range.contains(offset) else {
                    // Between the name and the value (the colon): the object itself.
                    self.init(path: path.dropLast(), node: node, keyRange: nil)
                    return
                }
                node = member.value
            case .array(let elements):
                guard let index = Self.index(in: elements, containing: offset, range: \.range) else {
                    self.init(path: path, node: node, keyRange: nil)
                    return
                }
                path.append(.element(index))
                node = elements[index]
            case .string, .number, .bool, .null:
                self.init(path: path, node: node, keyRange: nil)
                return
            }
        }
    }

    private init(path: [FieldLocation.Step], node: JSONNode, keyRange: Range<Int>?) {
        self.path = path
        self.node = node
        self.keyRange = keyRange
    }

    /// The index of the element whose `range` holds `offset`, by binary search over elements in
    /// source order.
    private static func index<Element>(in elements: [Element], containing offset: Int, range: (Element) -> Range<Int>) -> Int? {
        var low = 0
        var high = elements.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let span = range(elements[mid])
            if span.upperBound <= offset {
                low = mid + 1
            } else if span.lowerBound > offset {
                high = mid - 1
            } else {
                return mid
            }
        }
        return nil
    }
}
