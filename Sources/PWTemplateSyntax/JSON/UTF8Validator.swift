/// Finds the first byte that breaks UTF-8 as RFC 3629 defines it: no overlong forms, no encoded
/// UTF-16 surrogates, nothing above U+10FFFF, no cut-short sequences.
enum UTF8Validator {
    /// Where and why a text stops being UTF-8.
    struct Failure: Equatable {
        /// Offset of the byte that starts the broken sequence.
        var offset: Int
        var byte: UInt8
        var reason: Reason
    }

    enum Reason: Equatable {
        case neverValid
        case strayContinuation
        case truncated
        case overlong
        case surrogate
        case beyondUnicode

        var explanation: String {
            switch self {
            case .neverValid: "a byte that never occurs in UTF-8"
            case .strayContinuation: "a continuation byte without a lead byte"
            case .truncated: "a multi-byte sequence cut short"
            case .overlong: "an overlong encoding"
            case .surrogate: "a UTF-16 surrogate encoded in UTF-8"
            case .beyondUnicode: "a code point above U+10FFFF"
            }
        }
    }

    /// The first invalid sequence in `bytes`, or `nil` when they are all UTF-8.
    static func firstFailure(in bytes: UnsafeBufferPointer<UInt8>) -> Failure? {
        guard let base = bytes.baseAddress else { return nil }
        let end = bytes.count
        var index = 0
        while index < end {
            // ASCII runs, eight bytes at a time.
            while index + 8 <= end,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < end else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            // The range the second byte must fall in; later bytes are plain continuations.
            let second: ClosedRange<UInt8>
            let narrowed: Reason
            switch lead {
            case 0x80...0xBF: return Failure(offset: index, byte: lead, reason: .strayContinuation)
            case 0xC0, 0xC1: return Failure(offset: index, byte: lead, reason: .overlong)
            case 0xC2...0xDF: (length, second, narrowed) = (2, 0x80...0xBF, .truncated)
            case 0xE0: (length, second, narrowed) = (3, 0xA0...0xBF, .overlong)
            case 0xED: (length, second, narrowed) = (3, 0x80...0x9F, .surrogate)
            case 0xE1...0xEF: (length, second, narrowed) = (3, 0x80...0xBF, .truncated)
            case 0xF0: (length, second, narrowed) = (4, 0x90...0xBF, .overlong)
            case 0xF1...0xF3: (length, second, narrowed) = (4, 0x80...0xBF, .truncated)
            case 0xF4: (length, second, narrowed) = (4, 0x80...0x8F, .beyondUnicode)
            default: return Failure(offset: index, byte: lead, reason: .neverValid)
            }
            guard index + 1 < end, bytes[index + 1] & 0xC0 == 0x80 else {
                return Failure(offset: index, byte: lead, reason: .truncated)
            }
            guard second.contains(bytes[index + 1]) else {
                return Failure(offset: index, byte: lead, reason: narrowed)
            }
            for offset in 2..<length where index + offset >= end || bytes[index + offset] & 0xC0 != 0x80 {
                return Failure(offset: index, byte: lead, reason: .truncated)
            }
            index += length
        }
        return nil
    }
}
