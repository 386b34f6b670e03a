import PWTemplateLint

extension Sequence<UInt8> {
    /// The number of Unicode scalars these UTF-8 bytes encode: the bytes that are not continuation bytes.
    var scalarCount: Int {
        reduce(0) { count, byte in UTF8.isContinuation(byte) ? count : count + 1 }
    }
}

extension String {
    /// Replaces every non-overlapping occurrence of `target`, left to right (`String.replace`
    /// over Unicode scalars), taking the scalars scanned and written from `budget`. Returns
    /// false, changing nothing, when the budget runs out.
    ///
    /// Works on the UTF-8 bytes: `target` starts with a byte that is no continuation byte, so
    /// its byte matches start exactly at the scalar positions where its scalars match, and the
    /// leftmost non-overlapping matches are the same. Budgets count scalars.
    mutating func replaceAll(_ target: String, with replacement: String, budget: inout Int) -> Bool {
        switch ScalarReplacement.occurrences(of: target, with: replacement, in: self, budget: &budget) {
        case .unchanged: return true
        case .overBudget: return false
        case .whole: self = replacement
        case .at(let offsets):
            // Each occurrence starts and ends on a scalar boundary (not always a character's): the
            // pieces are cut from the scalars by UTF-8 offsets.
            let utf8 = self.utf8
            let scalars = self.unicodeScalars
            var result = ""
            result.reserveCapacity(utf8.count + offsets.count * (replacement.utf8.count - target.utf8.count))
            var copied = utf8.startIndex
            for offset in offsets {
                let start = utf8.index(utf8.startIndex, offsetBy: offset)
                result.append(contentsOf: Substring(scalars[copied..<start]))
                result.append(replacement)
                copied = utf8.index(start, offsetBy: target.utf8.count)
            }
            result.append(contentsOf: Substring(scalars[copied...]))
            self = result
        }
        return true
    }
}

/// Where `String.replaceAll` replaces, found over UTF-8 spans.
private enum ScalarReplacement {
    case unchanged
    /// The content is the target itself: the result is the replacement, storage and all.
    case whole
    /// The UTF-8 offsets of the occurrences, in order.
    case at([Int])
    case overBudget

    static func occurrences(
        of target: String, with replacement: String, in content: String, budget: inout Int
    ) -> ScalarReplacement {
        let bytes = content.utf8.span
        let targetBytes = target.utf8.span
        let count = scalarCount(bytes)
        budget -= count
        guard budget >= 0 else { return .overBudget }
        guard !targetBytes.isEmpty, count >= scalarCount(targetBytes) else { return .unchanged }
        let inserted = replacement.utf8.span
        let insertedCount = scalarCount(inserted)
        // A value that is one placeholder (the usual case, often the very same string) needs no copying.
        if targetBytes.count == bytes.count, bytes.isIdentical(to: targetBytes) || matches(targetBytes, in: bytes, at: 0) {
            guard insertedCount <= budget else { return .overBudget }
            budget -= insertedCount
            return .whole
        }
        var offsets: [Int] = []
        var resultCount = 0
        var index = 0
        var copied = 0
        while index + targetBytes.count <= bytes.count {
            guard matches(targetBytes, in: bytes, at: index) else {
                index += 1
                continue
            }
            resultCount += scalarCount(bytes.extracting(copied..<index))
            guard resultCount + insertedCount <= budget else { return .overBudget }
            offsets.append(index)
            resultCount += insertedCount
            index += targetBytes.count
            copied = index
        }
        guard !offsets.isEmpty else {
            budget -= count
            return .unchanged
        }
        budget -= resultCount + scalarCount(bytes.extracting(copied...))
        return .at(offsets)
    }

    /// Whether `target` occurs in `bytes` at `offset`.
    private static func matches(_ target: Span<UInt8>, in bytes: Span<UInt8>, at offset: Int) -> Bool {
        for index in 0..<target.count where bytes[offset + index] != target[index] { return false }
        return true
    }

    /// The scalars the UTF-8 `bytes` encode.
    private static func scalarCount(_ bytes: Span<UInt8>) -> Int {
        var count = 0
        for index in bytes.indices where !UTF8.isContinuation(bytes[index]) { count += 1 }
        return count
    }
}
