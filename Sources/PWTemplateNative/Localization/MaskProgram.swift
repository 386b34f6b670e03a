/// A pattern as tests on masks: each scalar the pattern names (a literal, a scalar a class
/// leaves out) has one bit, every other scalar none. A literal matches its bit; a class
/// accepts the scalars whose bit it does not leave out.
struct MaskProgram: Sendable {
    typealias Mask = UInt32

    enum Step: Sendable {
        case literal(Mask)
        /// `first`, `rest`: the bits each class leaves out (`first` nil: the group has no first scalar).
        case group(first: Mask?, rest: Mask, minimumRest: Int, isLazy: Bool)
    }

    let steps: [Step]
    let groupCount: Int
    /// The bits of the first and last literal, when the pattern starts / ends with one.
    let opening: Mask?
    let closing: Mask?
    private let named: [Unicode.Scalar]
    /// The bit of each ASCII scalar.
    private let asciiMasks: [Mask]

    init(_ elements: [PlaceholderPattern.Element]) {
        var named: [Unicode.Scalar] = []
        func bits(_ scalars: [Unicode.Scalar]) -> Mask {
            scalars.reduce(0) { mask, scalar in
                if !named.contains(scalar) { named.append(scalar) }
                return mask | 1 << Mask(named.firstIndex(of: scalar) ?? 0)
            }
        }
        steps = elements.map { element in
            switch element {
            case .literal(let scalar): .literal(bits([scalar]))
            case .group(let group):
                .group(first: group.first.map { bits($0.excluded) }, rest: bits(group.rest.excluded),
                       minimumRest: group.minimumRest, isLazy: group.isLazy)
            }
        }
        precondition(named.count <= Mask.bitWidth, "a pattern names at most \(Mask.bitWidth) scalars")
        self.named = named
        var asciiMasks = [Mask](repeating: 0, count: 128)
        for (bit, scalar) in named.enumerated() where scalar.isASCII { asciiMasks[Int(scalar.value)] = 1 << Mask(bit) }
        self.asciiMasks = asciiMasks
        groupCount = steps.count { if case .group = $0 { true } else { false } }
        if case .literal(let bit) = steps.first { opening = bit } else { opening = nil }
        if case .literal(let bit) = steps.last { closing = bit } else { closing = nil }
    }

    /// The bit of `scalar`, 0 when the pattern does not name it.
    func mask(of scalar: Unicode.Scalar) -> Mask {
        if scalar.isASCII { return asciiMasks[Int(scalar.value)] }
        return named.firstIndex(of: scalar).map { 1 << Mask($0) } ?? 0
    }
}
