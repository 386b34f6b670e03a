/// The first member of each name in a large object, for finding repeated names while parsing:
/// an open-addressing table of the name records, hashed with FNV-1a over the name's UTF-8 (a
/// `[String: Int]` spent most of the parse of a large `pushwoosh.json` in SipHash).
struct JSONNameTable {
    /// Name record index + 1 in each slot; 0 is empty. The count is a power of two.
    private var slots: [UInt32] = []
    private var count = 0

    var isEmpty: Bool { count == 0 }

    /// The name record recorded before with the same name as the one at `name`, or `nil`,
    /// recording `name` as the first of its name then. `records` and `strings` are the tape's so far.
    mutating func firstName(like name: Int, records: [JSONTape.Record], strings: [String]) -> Int? {
        func text(_ record: Int) -> String { strings[Int(records[record].payload)] }
        if (count + 1) * 2 > slots.count { grow(text) }
        let key = text(name)
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        while slots[slot] != 0 {
            let earlier = Int(slots[slot]) - 1
            if text(earlier) == key { return earlier }
            slot = (slot + 1) & mask
        }
        slots[slot] = UInt32(truncatingIfNeeded: name + 1)
        count += 1
        return nil
    }

    /// Doubles the table (at least 64 slots) and puts the recorded names back.
    private mutating func grow(_ text: (Int) -> String) {
        let recorded = slots.filter { $0 != 0 }
        slots = Array(repeating: 0, count: max(64, slots.count * 2))
        let mask = slots.count - 1
        for entry in recorded {
            var slot = Self.hash(text(Int(entry) - 1)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    private static func hash(_ key: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
