import PWTemplateLint

/// A path from a value to values under it: `/`-separated keys, in which `*` stands for each
/// element of an array (`items/*/buttons`); the empty path is the value itself. The layouts
/// write paths as literals; each is split into steps once, when its layout is built.
struct NodePath: ExpressibleByStringLiteral, Sendable {
    enum Step: Sendable {
        case key(String)
        /// Each element of an array.
        case each
    }

    /// The path as written.
    let text: String
    let steps: [Step]

    init(_ text: String) {
        self.text = text
        steps = text.split(separator: "/").map { $0 == "*" ? .each : .key(String($0)) }
    }

    init(stringLiteral text: String) {
        self.init(text)
    }

    /// This path followed by the key `key`.
    func appending(_ key: String) -> NodePath {
        NodePath(text + "/" + key)
    }
}
