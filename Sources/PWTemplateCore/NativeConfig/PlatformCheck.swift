/// Whether every targeted platform and minimum SDK version renders the display type.
enum PlatformCheck {
    static func check(_ document: ConfigDocument, displayTypeNode: JSONNode) -> [Diagnostic] {
        let type = document.displayType
        let targets = document.configuration.targets
        let pointer = JSONPointer.appending(EnvelopeCheck.displayTypeKey, to: JSONPointer.root)
        return targets.targets.compactMap { target in
            let platform = target.platform
            switch document.configuration.support.availability(of: type, on: platform) {
            case .supported:
                return nil
            case .unsupported:
                let others = Platform.allCases.filter {
                    $0 != platform && document.configuration.support.availability(of: type, on: $0) != .unsupported
                }
                return document.finding(
                    .platformUnsupported, at: displayTypeNode, pointer: pointer,
                    message: "\(type.rawValue) is not rendered on \(platform.displayName): the SDK rejects it as an unknown display type and shows nothing",
                    hint: others.isEmpty ? nil : "if the campaign targets \(others.map(\.displayName).joined(separator: " and ")) only, lint with "
                        + others.map { "--target \($0.rawValue)" }.joined(separator: " "),
                    platform: platform
                ).with(severity: targets.isExplicit ? .error : .warning)
            case .since(let first):
                guard let minimum = target.minimumVersion, minimum < first else { return nil }
                return document.finding(
                    .sdkVersion, at: displayTypeNode, pointer: pointer,
                    message: "\(type.rawValue) needs the \(platform.displayName) SDK \(first) or later, but the targeted minimum is \(minimum): older SDKs reject it as an unknown display type",
                    hint: "raise the minimum to \(platform.rawValue)@\(first), or use a type older SDKs render",
                    platform: platform)
            }
        }
    }
}

extension Diagnostic {
    /// The same finding with another severity.
    func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
