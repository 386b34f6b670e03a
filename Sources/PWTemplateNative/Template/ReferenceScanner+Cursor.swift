import PWTemplateArchive
import PWTemplateLint

extension ReferenceScanner {
    /// A position in a byte buffer that only moves forward; every method advances it by at
    /// least one byte or not at all, and reads at most to the end.
    struct Cursor {
        let bytes: ArraySlice<UInt8>
        private(set) var position: Int

        init(_ bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            self.position = bytes.startIndex
        }

        func peek(offset: Int = 0) -> UInt8? {
            position + offset < bytes.endIndex ? bytes[position + offset] : nil
        }

        mutating func advance(by count: Int = 1) {
            position = min(position + count, bytes.endIndex)
        }

        func starts(with prefix: StaticString) -> Bool {
            matches(prefix, caseInsensitive: false)
        }

        /// The bytes at the cursor spell `prefix` (given in lower case), ignoring ASCII case.
        func startsCaseInsensitive(with prefix: StaticString) -> Bool {
            matches(prefix, caseInsensitive: true)
        }

        private func matches(_ prefix: StaticString, caseInsensitive: Bool) -> Bool {
            guard bytes.endIndex - position >= prefix.utf8CodeUnitCount else { return false }
            let mask: UInt8 = caseInsensitive ? 0x20 : 0
            return prefix.withUTF8Buffer { expected in
                expected.indices.allSatisfy { offset in
                    let byte = bytes[position + offset]
                    let folded = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") ? byte | mask : byte
                    return folded == expected[offset]
                }
            }
        }

        /// Moves to the next `marker` (or the end), ignoring ASCII case.
        mutating func skip(until marker: StaticString) {
            while position < bytes.endIndex, !startsCaseInsensitive(with: marker) { position += 1 }
        }

        /// Moves past the next `marker`, or to the end.
        mutating func skip(past marker: StaticString) {
            while position < bytes.endIndex, !starts(with: marker) { position += 1 }
            advance(by: marker.utf8CodeUnitCount)
        }

        mutating func skipWhitespace() {
            while let byte = peek(), ReferenceScanner.isWhitespace(byte) { position += 1 }
        }

        /// The text from the cursor to the first byte where `stop` holds (or the end); the
        /// cursor stops on that byte.
        mutating func text(upTo stop: (UInt8) -> Bool) -> String {
            let start = position
            while let byte = peek(), !stop(byte) { position += 1 }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// The contents of the quoted string at the cursor (with `escapes`, as in CSS, a
        /// backslash escapes the next byte); the cursor ends after the closing quote, or at the
        /// end of an unterminated string.
        mutating func quoted(escapes: Bool) -> String {
            let quote = bytes[position]
            position += 1
            let start = position
            while let byte = peek(), byte != quote {
                position += escapes && byte == UInt8(ascii: "\\") ? 2 : 1
            }
            position = min(position, bytes.endIndex)
            let contents = String(decoding: bytes[start..<position], as: UTF8.self)
            advance()
            return contents
        }
    }
}
