extension StringProtocol {
    /// The text without leading and trailing whitespace.
    var trimmingWhitespace: SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }

    /// Whether every character is an ASCII hex digit.
    var isHexDigits: Bool {
        allSatisfy { $0.isASCII && $0.isHexDigit }
    }
}
