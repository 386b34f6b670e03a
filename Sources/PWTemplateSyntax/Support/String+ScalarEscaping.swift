extension String {
    /// The string with each Unicode scalar for which `replacement` returns text replaced by
    /// that text, the others kept: the loop of every escaper (HTML text, script-safe JSON).
    /// The scalars kept between two replacements are copied as one run of UTF-8; a string with
    /// nothing to replace is returned as it is.
    public func escapingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        let scalars = unicodeScalars
        var result = ""
        var kept = scalars.startIndex
        var index = kept
        while index != scalars.endIndex {
            let next = scalars.index(after: index)
            if let text = replacement(scalars[index]) {
                if kept == scalars.startIndex { result.reserveCapacity(utf8.count + 16) }
                result += self[kept..<index]
                result += text
                kept = next
            }
            index = next
        }
        guard kept != scalars.startIndex else { return self }
        result += self[kept...]
        return result
    }
}
