extension String {
    /// The string of `scalars`, encoded straight to UTF-8 (appending to a `UnicodeScalarView`
    /// one scalar at a time is several times slower).
    init(scalars: some Collection<Unicode.Scalar>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            UTF8.encode(scalar) { bytes.append($0) }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}
