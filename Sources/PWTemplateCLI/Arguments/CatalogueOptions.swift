import PWTemplateLint

/// The `lint` options for adopting pwtemplate on a large catalogue: a baseline of today's
/// findings and a shard of a CI matrix.
public struct CatalogueOptions: Sendable, Equatable {
    /// `--baseline`: the baseline file for every template, instead of the configuration's.
    public var baseline: String?
    /// `--write-baseline`: where to record this run's findings.
    public var writeBaseline: String?
    /// `--shard`; `nil` lints every template found.
    public var shard: ShardChoice?

    /// What `--shard` asked for.
    public enum ShardChoice: Sendable, Equatable {
        case fixed(Shard)
        /// `auto`: GitLab's `CI_NODE_INDEX` (1-based) of `CI_NODE_TOTAL`.
        case auto
    }

    /// The environment variables `--shard auto` reads (GitLab's `parallel:`).
    public static let nodeIndexVariable = "CI_NODE_INDEX"
    public static let nodeTotalVariable = "CI_NODE_TOTAL"

    public init(baseline: String? = nil, writeBaseline: String? = nil, shard: ShardChoice? = nil) {
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.shard = shard
    }

    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        self.init(
            baseline: parsed.values(of: .baseline).first,
            writeBaseline: parsed.values(of: .writeBaseline).first,
            shard: try parsed.values(of: .shard).first.map { value throws(ArgumentError) in
                value == "auto" ? .auto : .fixed(try Self.shard(value, option: "--shard"))
            })
        if writeBaseline != nil, case .some = shard {
            throw .conflictingOptions("--write-baseline", "--shard", reason: "a shard would record only its part of the findings")
        }
    }

    /// `K/N` with `1 <= K <= N`; `source` names where the text came from in the message.
    static func shard(_ text: String, option source: String) throws(ArgumentError) -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]), total >= 1 else {
            throw .invalidShard(text, option: source, reason: "expected K/N (e.g. 2/4) or 'auto'")
        }
        guard let shard = Shard(index: index, total: total) else {
            throw .invalidShard(text, option: source, reason: "K must be from 1 to \(total)")
        }
        return shard
    }

    /// The shard of this run: `--shard K/N`, or for `auto` the one the environment names;
    /// an `auto` without both variables is a usage error.
    func resolvedShard(environment: [String: String]) throws(ArgumentError) -> Shard? {
        switch shard {
        case nil: return nil
        case .fixed(let fixed): return fixed
        case .auto: break
        }
        guard let index = environment[Self.nodeIndexVariable], let total = environment[Self.nodeTotalVariable] else {
            throw .invalidShard("auto", option: "--shard", reason: "\(Self.nodeIndexVariable) and \(Self.nodeTotalVariable) are not both set (GitLab sets them for a job with 'parallel:'); give K/N instead")
        }
        return try Self.shard("\(index)/\(total)", option: "\(Self.nodeIndexVariable)/\(Self.nodeTotalVariable)")
    }
}
