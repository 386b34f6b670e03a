import PWTemplateSyntax

/// Fingerprints that tell findings apart and recognise them in the next run, for code scanning
/// and Code Quality, which match findings across commits.
///
/// A fingerprint hashes the template's repository path, the entry, the JSON Pointer, the rule,
/// the language and platform, and the finding's occurrence among earlier findings with all of
/// those equal. Lines and messages are left out, so a finding keeps its fingerprint when lines
/// above it move or a value in its message changes; the occurrence keeps fingerprints unique.
/// Feed the findings in report order.
struct FindingFingerprinter {
    private var occurrences: [[String]: Int] = [:]

    /// The fingerprint of the next finding: 16 lowercase hex digits.
    mutating func fingerprint(of diagnostic: Diagnostic, templatePath: String) -> String {
        let identity = [
            templatePath, diagnostic.location.entry?.path ?? "", diagnostic.location.pointer ?? "", diagnostic.rule.id,
            diagnostic.language ?? "", diagnostic.platform?.rawValue ?? "",
        ]
        let occurrence = occurrences[identity, default: 0]
        occurrences[identity] = occurrence + 1
        let hash = FNV1a.hash(identity + [String(occurrence)])
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The 64-bit FNV-1a hash (http://www.isthe.com/chongo/tech/comp/fnv/): small, fixed across
/// machines and runs, unlike Swift's per-process seeded `Hasher`.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of the fields' UTF-8 bytes, each field followed by 0xFF (a byte UTF-8 never
    /// uses), so `["ab", "c"]` and `["a", "bc"]` differ.
    static func hash(_ fields: [String]) -> UInt64 {
        var hash = offsetBasis
        for field in fields {
            for byte in field.utf8 {
                hash = (hash ^ UInt64(byte)) &* prime
            }
            hash = (hash ^ 0xFF) &* prime
        }
        return hash
    }
}
