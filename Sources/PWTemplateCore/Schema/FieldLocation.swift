/// Where a value sits: its JSON Pointer, and its path in user words (`modal › buttons[0] › border`).
struct FieldLocation: Sendable {
    let pointer: String
    let label: String

    /// The member `key` of the object here.
    func appending(_ key: String) -> FieldLocation {
        FieldLocation(pointer: JSONPointer.appending(key, to: pointer), label: label.isEmpty ? key : label + " › " + key)
    }

    /// The element `index` of the array here.
    func appending(index: Int) -> FieldLocation {
        FieldLocation(pointer: JSONPointer.appending(index, to: pointer), label: label + "[\(index)]")
    }
}
