import PWTemplateLint
import PWTemplateSyntax

/// `spinwheel-weights-zero`: every segment of a spinwheel weighs 0 (§16 of the SDK notes), so the
/// weights give the wheel no size to split. iOS, the only platform with a spinwheel, draws the
/// segments as equal slices whatever their weights (`PWSpinWheelInAppView`, 7.2.0).
struct SpinwheelWeightsCheck: Check {
    var rules: [Rule] { [.spinwheelWeightsZero] }
    var stage: CheckStage { .variant }

    func run(_ input: CheckInput, into findings: inout [Diagnostic]) {
        guard case .variant(let input) = input, let document = input.document else { return }
        findings += Self.findings(in: document)
    }

    static func findings(in document: ConfigDocument) -> [Diagnostic] {
        guard document.displayType == .spinwheel,
              let list = LocatedNode(node: document.block)["segments"],
              let segments = list.elements, (2...12).contains(segments.count) else { return [] }
        // Weights the schema rejects (missing, negative, not numbers) are its to report.
        let weights = segments.map { segment -> Double? in
            guard case .number(let text)? = segment["weight"]?.node.value else { return nil }
            return Double(text)
        }
        guard weights.allSatisfy({ $0 == 0 }) else { return [] }
        return [document.finding(
            .spinwheelWeightsZero, at: list.node, pointer: list.pointer,
            message: "every segment weight is 0, so the wheel has no size to split; iOS draws the "
                + "\(segments.count) segments as equal slices and the spin still stops on winIndex",
            hint: "give each segment a weight above 0, e.g. 1 for equal slices")]
    }
}
