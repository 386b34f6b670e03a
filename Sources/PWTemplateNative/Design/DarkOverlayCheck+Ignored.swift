import PWTemplateLint
import PWTemplateSyntax

extension DarkOverlayCheck {
    /// dark-overlay-ignored: a `dark` overlay on an explicitly targeted release older than the
    /// first one that applies it (iOS 7.2.7, Android 6.13.0; a target without a version means
    /// the first native release). Those releases ignore `dark` and show the light variant.
    /// The implicit default targets have no minimum, so they say nothing: every template with
    /// `dark` would get the note.
    static func ignoredOverlay(_ document: ConfigDocument) -> [Diagnostic] {
        let targets = document.configuration.targets
        guard targets.isExplicit, let members = document.block.members,
              let dark = members.last(where: { $0.key == "dark" })
        else { return [] }
        if case .null = dark.value.value { return [] }
        let pointer = JSONPointer.appending("dark", to: document.blockPointer)
        return targets.targets.compactMap { target in
            let platform = target.platform
            let first = platform.firstDarkOverlayRelease
            let release = target.release
            guard release < first else { return nil }
            return document.finding(
                .darkOverlayIgnored, atKeyOf: dark, pointer: pointer,
                message: "\(platform.displayName) applies `dark` from \(first); the targeted minimum is \(release), "
                    + "and older releases ignore it and show the light variant in dark mode too",
                hint: "make sure the light variant reads well in dark mode, or raise the minimum to \(platform.rawValue)@\(first)",
                platform: platform)
        }
    }
}
