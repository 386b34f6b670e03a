extension String {
    /// The string in POSIX single quotes, as bash and zsh read it: `it's` → `'it'\''s'`.
    var shellQuoted: String {
        "'" + replacing("'", with: #"'\''"#) + "'"
    }

    /// The string in fish single quotes, where a backslash escapes `'` and `\`.
    var fishQuoted: String {
        "'" + replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
    }

    /// The string as one bash or zsh word: bare when no character in it is special, else quoted.
    var shellWord: String { isPlainWord ? self : shellQuoted }

    /// The string as one fish word: bare when no character in it is special, else quoted.
    var fishWord: String { isPlainWord ? self : fishQuoted }

    /// Whether the string holds only letters, digits and `-_./@+:`, which no shell expands.
    private var isPlainWord: Bool {
        !isEmpty && allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./@+:".contains($0)) }
    }
}
