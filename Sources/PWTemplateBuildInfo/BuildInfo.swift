/// What the build knows about itself: the commit it was built from (``buildCommit``, written
/// before each build by the `CommitStamp` plugin).
public enum BuildInfo {
    /// The short commit hash of the source, or `unknown` for a build outside git.
    public static var commit: String { buildCommit }
}
