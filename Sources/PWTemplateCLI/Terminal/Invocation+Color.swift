extension Invocation {
    /// Whether the text written to standard output is coloured: when asked, or on a terminal
    /// unless `NO_COLOR` is set (https://no-color.org) or `TERM` is `dumb`.
    func colorsOutput(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto:
            standardOutput.isTerminal
                && (environment["NO_COLOR"] ?? "").isEmpty
                && environment["TERM"] != "dumb"
        }
    }
}
