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
        var target = target
        var replacement = replacement
        let outcome = withUTF8 { content in
            target.withUTF8 { target in
                replacement.withUTF8 { inserted in
                    ScalarReplacement.replacing(target, with: inserted, in: content, budget: &budget)
                }
            }
        }
        switch outcome {
        case .unchanged: return true
        case .replaced(let result): self = result
        case .replacedWhole: self = replacement
        case .overBudget: return false
        }
        return true
    }
}

/// `String.replaceAll` over UTF-8 buffers.
private enum ScalarReplacement {
    case unchanged
    case replaced(String)
    /// The content was the target itself: the result is the replacement, storage and all.
    case replacedWhole
    case overBudget

    static func replacing(
        _ target: UnsafeBufferPointer<UInt8>, with inserted: UnsafeBufferPointer<UInt8>, in content: UnsafeBufferPointer<UInt8>,
        budget: inout Int
    ) -> ScalarReplacement {
        let count = content.scalarCount
        budget -= count
        guard budget >= 0 else { return .overBudget }
        guard let first = target.first, count >= target.scalarCount else { return .unchanged }
        let insertedCount = inserted.scalarCount
        // A value that is one placeholder (the usual case) needs no copying.
        if target.count == content.count, content.baseAddress == target.baseAddress || content.elementsEqual(target) {
            guard insertedCount <= budget else { return .overBudget }
            budget -= insertedCount
            return .replacedWhole
        }
        var result: [UInt8] = []
        var resultCount = 0
        var index = 0
        var copied = 0
        while index + target.count <= content.count {
            guard content[index] == first, UnsafeBufferPointer(rebasing: content[index..<index + target.count]).elementsEqual(target) else {
                index += 1
                continue
            }
            let kept = UnsafeBufferPointer(rebasing: content[copied..<index])
            resultCount += kept.scalarCount
            guard resultCount + insertedCount <= budget else { return .overBudget }
            result.append(contentsOf: kept)
            result.append(contentsOf: inserted)
            resultCount += insertedCount
            index += target.count
            copied = index
        }
        guard copied > 0 else {
            budget -= count
            return .unchanged
        }
        let rest = UnsafeBufferPointer(rebasing: content[copied...])
        result.append(contentsOf: rest)
        budget -= resultCount + rest.scalarCount
        return .replaced(String(decoding: result, as: UTF8.self))
    }
}
