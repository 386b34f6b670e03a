extension JSONCursor {
    /// A step from an object or array to one of its values.
    package enum Step: Sendable, Equatable {
        case member(String)
        case element(Int)
    }

    /// A string value found by ``strings(where:)``.
    package struct FoundString {
        package let value: String
        package let cursor: JSONCursor
        /// The steps from the value searched to this string.
        package let steps: [Step]
    }

    /// Every string value (names excluded) within this value, in document order, that
    /// `include` accepts: one pass over the records, the steps to a string built only for those.
    package func strings(where include: (String) -> Bool) -> [FoundString] {
        /// An object or array the pass is inside: its record, the name of the member being
        /// read (an object's), the position of the element being read (an array's).
        struct Open {
            let index: Int
            let isObject: Bool
            var position = -1
            var name = 0
        }
        var found: [FoundString] = []
        var open: [Open] = []
        let end = tape.next(after: index)
        var record = index
        while record < end {
            while let top = open.last, tape.next(after: top.index) <= record { open.removeLast() }
            let kind = tape.kind(at: record)
            if kind == .key {
                open[open.count - 1].name = record
                record += 1
                continue
            }
            if !open.isEmpty { open[open.count - 1].position += 1 }
            switch kind {
            case .object, .array:
                open.append(Open(index: record, isObject: kind == .object))
            case .string:
                let value = tape.string(at: record)
                if include(value) {
                    let steps = open.map { $0.isObject ? Step.member(tape.string(at: $0.name)) : Step.element($0.position) }
                    found.append(FoundString(value: value, cursor: JSONCursor(tape: tape, index: record), steps: steps))
                }
            default:
                break
            }
            record += 1
        }
        return found
    }

    /// Calls `body` with the name and value of every member whose value is an object, of every
    /// object within this value, in document order, in one pass over the records; the objects
    /// and arrays of members `skip` names are not entered (`body` is not called for them nor for
    /// anything inside them). Names of scalar members are not read.
    package func forEachObjectMemberWithin(skipping skip: (String) -> Bool, _ body: (_ key: String, _ object: JSONCursor) -> Void) {
        let end = tape.next(after: index)
        var record = index + 1
        while record < end {
            guard tape.kind(at: record) == .key else {
                record += 1
                continue
            }
            let valueKind = tape.kind(at: record + 1)
            guard valueKind == .object || valueKind == .array else {
                record += 2
                continue
            }
            let key = tape.string(at: record)
            if skip(key) {
                record = tape.next(after: record + 1)
                continue
            }
            if valueKind == .object { body(key, JSONCursor(tape: tape, index: record + 1)) }
            record += 1
        }
    }
}
