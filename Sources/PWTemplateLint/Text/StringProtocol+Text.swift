extension StringProtocol {
    /// The text without leading and trailing whitespace.
    package var trimmingWhitespace: SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }

    /// Whether every character is an ASCII hex digit.
    package var isHexDigits: Bool {
        allSatisfy { $0.isASCII && $0.isHexDigit }
    }
}
