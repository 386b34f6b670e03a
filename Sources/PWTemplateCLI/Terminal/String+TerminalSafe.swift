extension String {
    /// The text with every control character except tab (C0, DEL, C1) replaced by U+FFFD, so
    /// text taken from a template can neither break a report line nor send escape sequences to
    /// the terminal. Each scalar stays one scalar, so columns keep their meaning.
    var terminalSafe: String {
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            result.append(isControl && scalar != "\t" ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }
}
