/// A dotted SDK version such as `7.2.1`; missing parts count as zero (`7.2` == `7.2.0`).
public struct SDKVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let components: [Int]

    public init(_ components: [Int]) {
        var trimmed = components
        while trimmed.count > 1, trimmed.last == 0 { trimmed.removeLast() }
        self.components = trimmed
    }

    /// Parses `7`, `7.2`, `7.2.1`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy(\.isASCII), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers)
    }

    public var description: String {
        (components.count < 3 ? components + Array(repeating: 0, count: 3 - components.count) : components)
            .map(String.init).joined(separator: ".")
    }

    public static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
