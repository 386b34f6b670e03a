import PWTemplateArchive
import PWTemplateLint

/// A string compared and hashed by its exact UTF-8 bytes. `String`'s own `==` and hashing treat
/// canonically equivalent strings (`é` and `e` + U+0301) as equal; the SDKs match placeholder
/// texts literally, so keys of matched texts must not.
struct ExactText: Hashable {
    var string: String

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        let lhs = lhs.string.utf8.span
        let rhs = rhs.string.utf8.span
        guard lhs.count == rhs.count else { return false }
        // The language variants of a template look up the same value: one storage.
        if lhs.isIdentical(to: rhs) { return true }
        for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
        return true
    }

    /// Hashes the bytes eight at a time, then the count.
    func hash(into hasher: inout Hasher) {
        let bytes = string.utf8.span
        var word: UInt64 = 0
        for index in 0..<bytes.count {
            word = word << 8 | UInt64(bytes[index])
            if index % 8 == 7 {
                hasher.combine(word)
                word = 0
            }
        }
        hasher.combine(word)
        hasher.combine(bytes.count)
    }
}
