/// Human-readable byte counts for messages: `512 bytes`, `4 MiB`, `1.5 GiB`.
public enum ByteCount {
    /// `count` in bytes, or in KiB, MiB, ... with at most one decimal.
    public static func text(_ count: UInt64) -> String {
        if count == 1 { return "1 byte" }
        if count < 1024 { return "\(count) bytes" }
        var value = Double(count)
        var unit = 0
        let units = ["KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
        repeat {
            value /= 1024
            unit += 1
        } while value >= 1024 && unit < units.count
        let tenths = (value * 10).rounded()
        let number = tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
        return "\(number) \(units[unit - 1])"
    }
}
