import PWTemplateArchive
import PWTemplateLint

/// A string compared and hashed by its exact UTF-8 bytes. `String`'s own `==` and hashing treat
/// canonically equivalent strings (`é` and `e` + U+0301) as equal; the SDKs match placeholder
/// texts literally, so keys of matched texts must not.
struct ExactText: Hashable {
    var string: String

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var lhs = lhs.string
        var rhs = rhs.string
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        return lhs.withUTF8 { lhs in
            rhs.withUTF8 { rhs in
                // The language variants of a template look up the same value: one storage.
                lhs.baseAddress == rhs.baseAddress || lhs.elementsEqual(rhs)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }
}
