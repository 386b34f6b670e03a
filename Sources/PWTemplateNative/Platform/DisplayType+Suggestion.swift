import PWTemplateSyntax

extension DisplayType {
    /// Display types of pre-release SDK builds, which both SDKs now reject as unknown
    /// (sdk-behaviour §15), and the type meant today.
    package static let preReleaseNames: [String: DisplayType] = ["interstitial": .fullscreen, "header": .banner]

    /// The did-you-mean hint for an unknown display type `name`: the type a pre-release name
    /// became, else the closest type by edit distance.
    package static func suggestion(forUnknown name: String) -> String? {
        let lowered = name.lowercased()
        if let renamed = preReleaseNames[lowered] {
            return "\"\(lowered)\" was a display type of pre-release SDK builds; did you mean \"\(renamed.rawValue)\"?"
        }
        return EditDistance.closest(to: lowered, among: allCases.map(\.rawValue)).map { "did you mean \"\($0)\"?" }
    }
}
