/// How many files a `fmt` run found formatted, not formatted, and with JSON errors.
struct FmtTally: Sendable, Equatable {
    var changed = 0
    var unchanged = 0
    var invalid = 0

    /// `2 files reformatted, 1 file left unchanged, 1 file with JSON errors not formatted`;
    /// `would be reformatted` / `already formatted` when nothing is written.
    func summary(mode: FmtOptions.Mode) -> String {
        let written = mode == .write
        var parts = [
            Self.count(changed, written ? "reformatted" : "would be reformatted"),
            Self.count(unchanged, written ? "left unchanged" : "already formatted"),
        ]
        if invalid > 0 { parts.append(Self.count(invalid, "with JSON errors not formatted")) }
        return parts.joined(separator: ", ")
    }

    private static func count(_ number: Int, _ state: String) -> String {
        "\(number) file\(number == 1 ? "" : "s") \(state)"
    }
}
