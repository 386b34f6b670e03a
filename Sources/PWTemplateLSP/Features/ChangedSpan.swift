/// The part of a text that changed: the bytes between the longest common prefix and suffix of
/// the old and the new text, cut at character boundaries, so an edit replaces only that.
struct ChangedSpan: Equatable {
    /// The replaced bytes of the old text.
    var range: Range<Int>
    /// The bytes that replace them.
    var replacement: ArraySlice<UInt8>

    init(old: [UInt8], new: [UInt8]) {
        var prefix = 0
        let shorter = min(old.count, new.count)
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        while prefix > 0, prefix < old.count, old[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        range = prefix..<old.count - suffix
        replacement = new[prefix..<new.count - suffix]
    }
}
