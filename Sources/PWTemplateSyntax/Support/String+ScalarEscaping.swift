extension String {
    /// The string with each Unicode scalar for which `replacement` returns text replaced by
    /// that text, the others kept: the loop of every escaper (HTML text, script-safe JSON).
    public func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let text = replacement(scalar) { result += text } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
