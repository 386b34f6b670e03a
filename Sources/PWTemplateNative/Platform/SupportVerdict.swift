import PWTemplateSyntax

/// What one SDK release does with one display type, by `PlatformSupport`.
public enum SupportVerdict: Sendable, Hashable {
    /// The release renders the type, and no published minimum is above it.
    case rendered
    /// The release renders the type (its code parses it from `code`), but the public
    /// documentation promises it only from `documented`.
    case undocumented(code: SDKVersion, documented: SDKVersion)
    /// The release rejects the type as unknown; its code parses it from `code`.
    case tooOld(code: SDKVersion)
    /// No release read parses the type.
    case neverParsed
}

extension PlatformSupport.Availability {
    /// What `release` does with the type. A release newer than any known one has the newest facts.
    public func verdict(at release: SDKVersion) -> SupportVerdict {
        guard let code else { return .neverParsed }
        if release < code { return .tooOld(code: code) }
        if let documented, release < documented { return .undocumented(code: code, documented: documented) }
        return .rendered
    }
}
