extension String {
    /// The text with every control character except tab (C0, DEL, C1) replaced by U+FFFD, so
    /// text taken from a template can neither break a report line nor send escape sequences to
    /// the terminal. Each scalar stays one scalar, so columns keep their meaning.
    var terminalSafe: String {
        // Almost no text holds a control character, and a code frame's line can be a whole
        // minified file: a byte scan finds that nothing needs replacing without rebuilding it.
        let isPlain = utf8.withContiguousStorageIfAvailable { !$0.contains(where: Self.mayStartControlCharacter) }
        if isPlain == true { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            result.append(isControl && scalar != "\t" ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    /// Whether a UTF-8 byte is, or may start, a control character other than tab: a C0 byte,
    /// DEL, or 0xC2, the lead byte of U+0080–U+00BF (the C1 controls among them).
    private static func mayStartControlCharacter(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F || byte == 0xC2
    }
}
