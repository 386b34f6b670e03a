import PWTemplateArchive
import PWTemplateLint

/// One pass of an SDK's placeholder substitution (§11.1, §11.2): a pattern, the values it reads
/// and what a key missing from them renders.
struct SubstitutionPass: Sendable {
    /// Where the pass looks keys up.
    enum Source: Sendable {
        /// The language dictionary from `pushwoosh.json`.
        case dictionary
        /// The device tags ("dynamic content").
        case tags
    }

    /// What a missing key renders.
    enum Missing: Sendable {
        /// The third group, DEFAULT.
        case defaultGroup
        /// The first group, KEY itself.
        case key
        /// An empty string.
        case empty
    }

    let pattern: PlaceholderPattern
    let source: Source
    let missing: Missing

    /// The five Android passes (`PlaceholderSubstitutor`).
    static let android: [SubstitutionPass] = {
        func group(minimumRest: Int, dotAll: Bool) -> PlaceholderPattern.Element {
            .group(.init(first: dotAll ? .any : .anyButLineTerminator, rest: .noneOf(["}"]), minimumRest: minimumRest, isLazy: true))
        }
        func pattern(_ prefix: String, groups: Int, suffix: String, dotAll: Bool) -> PlaceholderPattern {
            let key = group(minimumRest: 1, dotAll: dotAll)
            let third = group(minimumRest: 0, dotAll: dotAll)
            return .init(scalars: prefix, groups: groups == 3 ? [key, key, third] : [key, key], suffix: suffix)
        }
        return [
            SubstitutionPass(pattern: pattern("{{", groups: 3, suffix: "}}", dotAll: true), source: .dictionary, missing: .defaultGroup),
            SubstitutionPass(pattern: pattern("{{", groups: 3, suffix: "}}", dotAll: false), source: .tags, missing: .defaultGroup),
            SubstitutionPass(pattern: pattern("{{", groups: 2, suffix: "}}", dotAll: false), source: .dictionary, missing: .key),
            SubstitutionPass(pattern: pattern("{", groups: 2, suffix: "|}", dotAll: false), source: .tags, missing: .empty),
            SubstitutionPass(pattern: pattern("{", groups: 3, suffix: "}", dotAll: false), source: .tags, missing: .defaultGroup),
        ]
    }()

    /// The four iOS passes (`PWResource` `pw_localizeString:`).
    static let ios: [SubstitutionPass] = {
        let noPipeOrBrace = PlaceholderPattern.ScalarClass.noneOf(["|", "}"])
        let part = PlaceholderPattern.Element.group(.init(first: noPipeOrBrace, rest: noPipeOrBrace, minimumRest: 0, isLazy: false))
        let optional = PlaceholderPattern.Element.group(.init(first: nil, rest: noPipeOrBrace, minimumRest: 0, isLazy: false))
        return [
            SubstitutionPass(pattern: .init(scalars: "{{", groups: [part, part, optional], suffix: "}}"), source: .dictionary, missing: .defaultGroup),
            SubstitutionPass(pattern: .init(scalars: "{{", groups: [part, part], suffix: "}}"), source: .dictionary, missing: .key),
            SubstitutionPass(pattern: .init(scalars: "{", groups: [part, part], suffix: "|}"), source: .tags, missing: .empty),
            SubstitutionPass(pattern: .init(scalars: "{", groups: [part, part, optional], suffix: "}"), source: .tags, missing: .defaultGroup),
        ]
    }()

    /// The pieces of one match: the whole placement text, KEY, the modifier TYPE names, and what
    /// a missing key renders.
    struct Placement {
        var text: String
        var key: String
        var modifier: PlaceholderModifier?
        var missingValue: String
    }

    /// The placements this pass finds in `content`, in order. The pieces are cut from the UTF-8
    /// of `content`; a match of the whole value is `content` itself.
    func placements(in content: String) -> [Placement] {
        let matches = pattern.matches(in: content)
        guard !matches.isEmpty else { return [] }
        var offsets = ScalarOffsets(content)
        return matches.map { match in
            let start = offsets.byteOffset(of: match.range.lowerBound)
            let groups = match.groups.map { group in
                let lower = offsets.byteOffset(of: group.lowerBound)
                return offsets.piece(lower..<offsets.byteOffset(of: group.upperBound))
            }
            let end = offsets.byteOffset(of: match.range.upperBound)
            let text = start == 0 && end == offsets.bytes.count ? content : offsets.piece(start..<end)
            let missingValue = switch missing {
            case .defaultGroup: groups[2]
            case .key: groups[0]
            case .empty: ""
            }
            return Placement(text: text, key: groups[0], modifier: PlaceholderModifier(rawValue: groups[1]), missingValue: missingValue)
        }
    }
}

/// The UTF-8 offsets in `bytes` of scalar offsets asked for in increasing order (a match's
/// start, its groups' bounds, its end, then the next match), found in one walk.
private struct ScalarOffsets {
    let bytes: [UInt8]
    private var scalar = 0
    private var byte = 0

    init(_ content: String) {
        bytes = Array(content.utf8)
    }

    mutating func byteOffset(of offset: Int) -> Int {
        assert(offset >= scalar, "scalar offsets must be asked for in increasing order")
        while scalar < offset {
            byte += 1
            while byte < bytes.count, UTF8.isContinuation(bytes[byte]) { byte += 1 }
            scalar += 1
        }
        return byte
    }

    /// The text of the bytes between two of the offsets.
    func piece(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}

extension PlaceholderPattern {
    /// A pattern of literal `prefix`, the `|`-separated groups, and literal `suffix`.
    convenience init(scalars prefix: String, groups: [Element], suffix: String) {
        var elements = prefix.unicodeScalars.map(Element.literal)
        for (index, group) in groups.enumerated() {
            if index > 0 { elements.append(.literal("|")) }
            elements.append(group)
        }
        elements += suffix.unicodeScalars.map(Element.literal)
        self.init(elements)
    }
}
