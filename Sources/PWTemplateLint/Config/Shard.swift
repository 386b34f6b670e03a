import PWTemplateSystem

/// One of `total` disjoint parts of the templates a run finds (`lint --shard index/total`).
///
/// A template's part depends on its path alone (FNV-1a of the path's UTF-8 bytes, modulo
/// `total`), so a template stays in its shard as others are added, and the `total` shards
/// together lint each template exactly once.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based, at most ``total``.
    public let index: Int
    public let total: Int

    /// `nil` unless `1 <= index <= total`.
    public init?(index: Int, total: Int) {
        guard total >= 1, (1...total).contains(index) else { return nil }
        self.index = index
        self.total = total
    }

    /// `K/N` as `--shard` writes it.
    public var description: String { "\(index)/\(total)" }

    /// Whether the template at `path` (as the run names it, relative to the working folder)
    /// belongs to this shard.
    public func contains(_ path: String) -> Bool {
        Self.part(of: path, among: total) == index
    }

    /// The path a shard splits by: the template at `absolutePath` relative to the working
    /// folder (absolute when outside it), so `lint ./promos` and `lint promos` agree.
    public static func key(ofTemplateAt absolutePath: String, currentDirectory: String) -> String {
        FilePath.display(absolutePath, from: currentDirectory)
    }

    /// The 1-based part of `total` that `path` falls in.
    public static func part(of path: String, among total: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(total)) + 1
    }
}
