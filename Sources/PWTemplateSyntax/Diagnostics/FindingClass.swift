/// A kind of finding that more than one message kind reports, with the one default severity
/// pwtemplate gives it in all of them and the reason: `docs/rules.md` states each once, and a
/// rule in a class takes the class's severity (``Rule/init(id:class:category:summary:rationale:fix:examples:)``).
public struct FindingClass: Sendable, Hashable {
    public let title: String
    public let severity: Severity
    /// Why this severity, as a user would judge it.
    public let reason: String

    /// A button or link the message shows that does not open what it names when tapped.
    public static let deadControl = FindingClass(
        title: "A button or link that shows but does not open what it names",
        severity: .error,
        reason: """
            The message is shown and its call to action is what the campaign is for: people see the button, tap it, and \
            nothing they were promised happens. That is a broken campaign, not a degraded one, so it fails a run at the \
            default fail level in every kind. A degradation that still works (InboxKit drawing a classic card for a video \
            card without a usable URL, a button dropped before anyone sees it, an `http:` link that opens) stays a warning.
            """)

    /// Every class, in the order `docs/rules.md` lists them.
    public static let all: [FindingClass] = [.deadControl]
}
