import PWTemplateSyntax

/// Where a field is: its JSON Pointer and the label messages name it by. Both are rendered only
/// when asked for (a finding), so walking a clean document builds no strings.
package struct FieldLocation: Sendable {
    /// One step down from a value, a member of an object or an element of an array: the
    /// cursor's own type, so that a string search hands its steps on as they are.
    package typealias Step = JSONCursor.Step

    private indirect enum Path: Sendable {
        case start(pointer: String, label: String)
        case member(Path, key: String)
        case element(Path, index: Int)

        var pointer: String {
            switch self {
            case .start(let pointer, _): pointer
            case .member(let parent, let key): JSONPointer.appending(key, to: parent.pointer)
            case .element(let parent, let index): JSONPointer.appending(index, to: parent.pointer)
            }
        }

        var label: String {
            switch self {
            case .start(_, let label): label
            case .member(let parent, let key):
                parent.label.isEmpty ? key : parent.label + " › " + key
            case .element(let parent, let index): parent.label + "[\(index)]"
            }
        }
    }

    private let path: Path

    /// The field at `pointer`, named `label`.
    package init(pointer: String, label: String) {
        path = .start(pointer: pointer, label: label)
    }

    private init(_ path: Path) {
        self.path = path
    }

    package var pointer: String { path.pointer }
    package var label: String { path.label }

    /// The member `key` of the object here.
    package func appending(_ key: String) -> FieldLocation {
        FieldLocation(.member(path, key: key))
    }

    /// The element `index` of the array here.
    package func appending(index: Int) -> FieldLocation {
        FieldLocation(.element(path, index: index))
    }

    /// The value `step` leads to from here.
    package func appending(_ step: Step) -> FieldLocation {
        switch step {
        case .member(let key): appending(key)
        case .element(let index): appending(index: index)
        }
    }
}
