/// Wording helpers for design findings.
package enum DesignText {
    /// `a`, `a or b`, `a, b or c`.
    package static func list(_ items: [String], joinedBy conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// A ratio with two decimals, rounded, but never shown as reaching `limit` when it is below it.
    package static func ratio(_ value: Double, below limit: Double) -> String {
        var hundredths = Int((value * 100).rounded())
        if value < limit, Double(hundredths) >= limit * 100 { hundredths = Int((value * 100).rounded(.down)) }
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension DesignText {
    /// `a string`, `an array`, `null`.
    package static func article(_ typeName: String) -> String {
        switch typeName {
        case "null": "null"
        case "array", "object": "an \(typeName)"
        default: "a \(typeName)"
        }
    }

    /// `1 entry`, `2 entries`.
    package static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    /// A pointer inside the block written the way people read it: `/modal/dark/items/0/buttons`
    /// → `dark.items[0].buttons`.
    package static func darkLabel(_ pointer: String, blockPointer: String) -> String {
        let tokens = pointer.dropFirst(blockPointer.count).split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        return tokens.reduce(into: "") { label, token in
            if let index = Int(token) {
                label += "[\(index)]"
            } else {
                label += (label.isEmpty ? "" : ".") + token.replacing("~1", with: "/").replacing("~0", with: "~")
            }
        }
    }
}
