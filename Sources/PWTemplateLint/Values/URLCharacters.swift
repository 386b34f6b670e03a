import PWTemplateSyntax

/// The characters of a URL string that RFC 3986 does not allow, and the string percent-encoded
/// two ways: as it should be written, and as iOS 7.2.4 and later encode it.
package struct URLCharacters {
    /// A character RFC 3986 does not allow.
    package struct Offending {
        let scalar: Unicode.Scalar
        /// A `%` that starts no `%XX` escape.
        let isStrayPercent: Bool

        /// The character in words: `a space`, `U+00A0`, `"é"`.
        var description: String {
            if scalar == " " { return "a space" }
            if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format { return "U+" + JSONTapeBuilder.hex(scalar.value, digits: 4) }
            return JSONOutput.literal(String(scalar))
        }
    }

    /// The string scanned.
    package let value: String
    /// The offending characters, in order.
    package let offending: [Offending]

    package init(_ value: String) {
        self.value = value
        // Nearly every URL is plain ASCII with no `%`: one pass over its bytes says so (a string
        // not stored as UTF-8 takes the scalar path below, to the same result).
        if value.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(Self.isPlainByte) }) == true {
            offending = []
            return
        }
        let scalars = value.unicodeScalars
        offending = scalars.indices.compactMap { index in
            let isStrayPercent = Self.isStrayPercent(at: index, in: scalars)
            guard isStrayPercent || !Self.isAllowed(scalars[index]) else { return nil }
            return Offending(scalar: scalars[index], isStrayPercent: isStrayPercent)
        }
    }

    /// The string with each offending character percent-encoded (a stray `%` as `%25`), every
    /// escape and allowed character kept: the URL to write.
    package var encoded: String {
        encoding { index, scalars in Self.isAllowed(scalars[index]) && !Self.isStrayPercent(at: index, in: scalars) }
    }

    /// The string as iOS 7.2.4 and later retry it: every character outside
    /// `CharacterSet.urlFragmentAllowed` and `%` encoded, so `#`, `[` and `]` too.
    package var encodedAsIOS: String {
        encoding { index, scalars in scalars[index] == "%" || Self.isFragmentAllowed(scalars[index]) }
    }

    /// The string with every scalar that `keeps` refuses percent-encoded.
    private func encoding(keeping keeps: (String.UnicodeScalarView.Index, String.UnicodeScalarView) -> Bool) -> String {
        let scalars = value.unicodeScalars
        var result = ""
        for index in scalars.indices {
            if keeps(index, scalars) {
                result.unicodeScalars.append(scalars[index])
            } else {
                result += String(scalars[index]).utf8.map { "%" + JSONTapeBuilder.hex(UInt32($0), digits: 2) }.joined()
            }
        }
        return result
    }

    /// Whether the scalar at `index` is a `%` not followed by two hex digits.
    private static func isStrayPercent(at index: String.UnicodeScalarView.Index, in scalars: String.UnicodeScalarView) -> Bool {
        guard scalars[index] == "%" else { return false }
        let next = scalars[scalars.index(after: index)...].prefix(2)
        return next.count < 2 || !next.allSatisfy { $0.isASCII && Character($0).isHexDigit }
    }

    /// RFC 3986 unreserved and reserved characters, and `%` (checked for an escape apart).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "%" || scalar.isASCII && isPlainByte(UInt8(scalar.value))
    }

    /// `CharacterSet.urlFragmentAllowed`: letters, digits and `!$&'()*+,-./:;=?@_~`, all ASCII.
    private static func isFragmentAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isFragmentAllowed(UInt8(scalar.value))
    }

    /// Whether the ASCII `byte` is in `CharacterSet.urlFragmentAllowed`.
    private static func isFragmentAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&")...UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: ";"),
             UInt8(ascii: "="), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// Whether `byte` is a whole character RFC 3986 allows that needs no look around (every one
    /// but `%`, which must start an escape).
    private static func isPlainByte(_ byte: UInt8) -> Bool {
        isFragmentAllowed(byte) || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
    }
}
