/// What a path names, as `lstat` sees it (a symbolic link is not followed).
public enum FileKind: Sendable, Hashable {
    case regular(size: UInt64)
    case directory
    case symbolicLink
    case other
}
