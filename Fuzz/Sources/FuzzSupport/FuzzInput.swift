/// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
public struct FuzzInput {
    public let bytes: [UInt8]

    /// Copies `count` bytes from `data` (libFuzzer may pass a null pointer for an empty input).
    public init(_ data: UnsafePointer<UInt8>?, count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// An input of `bytes`, e.g. what follows a flag byte.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes before the first zero byte, and those after it (`nil` when there is no zero byte):
    /// one input carries two files, e.g. `native-config.json` and `pushwoosh.json`.
    public var halves: (first: [UInt8], second: [UInt8]?) {
        guard let zero = bytes.firstIndex(of: 0) else { return (bytes, nil) }
        return (Array(bytes[..<zero]), Array(bytes[(zero + 1)...]))
    }
}
