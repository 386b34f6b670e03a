import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The options of `lint`, typed and checked.
public struct LintOptions: Sendable, Equatable {
    /// The inputs as given; empty means the current folder. `-` is a ZIP on stdin.
    public var paths: [String]
    /// The reports to write, in the order given: at most one to standard output.
    public var formats: [ReportDestination]
    public var color: ColorChoice
    /// `--strict` was given (warnings fail the run).
    public var strict: Bool
    /// The lowest severity that fails the run as the flags set it: `--fail-level`, or `warning`
    /// with `--strict`; `nil` leaves it to the configuration (default `error`).
    public var failLevel: FailLevel?
    /// More warnings than this fail the run, whatever the fail level.
    public var maxWarnings: Int?
    /// The text report shows errors only.
    public var quiet: Bool
    /// The platforms named with `--target`, in order; empty means the default selection.
    public var targets: [Target]
    /// The name the report gives the ZIP read from `-`.
    public var stdinFilename: String?
    /// A folder scan that finds no template exits 0 instead of 2.
    public var allowEmpty: Bool
    /// `--config`, `--no-config`, `--enable`, `--disable`.
    public var configuration: ConfigurationOptions
    /// The most templates linted at once (`--jobs`): one per processor unless given.
    public var jobs: Int
    /// `--fix` or `--diff`; `nil` only lints.
    public var fixMode: FixMode?
    /// `--unsafe-fixes`: unsafe fixes are applied too.
    public var unsafeFixes: Bool
    /// `--baseline`, `--write-baseline`, `--shard`.
    public var catalogue: CatalogueOptions

    /// What a run does with the fixes of its findings.
    public enum FixMode: Sendable, Equatable {
        /// `--fix`: write them.
        case fix
        /// `--diff`: print them as a unified diff, write nothing.
        case diff
    }

    public init(
        paths: [String] = [],
        formats: [ReportDestination] = [ReportDestination(format: .text)],
        color: ColorChoice = .auto,
        strict: Bool = false,
        failLevel: FailLevel? = nil,
        maxWarnings: Int? = nil,
        quiet: Bool = false,
        targets: [Target] = [],
        stdinFilename: String? = nil,
        allowEmpty: Bool = false,
        configuration: ConfigurationOptions = ConfigurationOptions(),
        jobs: Int? = nil,
        fixMode: FixMode? = nil,
        unsafeFixes: Bool = false,
        catalogue: CatalogueOptions = CatalogueOptions()
    ) {
        self.paths = paths
        self.formats = formats
        self.color = color
        self.strict = strict
        self.failLevel = failLevel ?? (strict ? .warning : nil)
        self.maxWarnings = maxWarnings
        self.quiet = quiet
        self.targets = targets
        self.stdinFilename = stdinFilename
        self.allowEmpty = allowEmpty
        self.configuration = configuration
        self.jobs = jobs ?? ProcessorCount.online
        self.fixMode = fixMode
        self.unsafeFixes = unsafeFixes
        self.catalogue = catalogue
    }

    /// Reads bound `lint` arguments, whose rule ids are those of `kinds`, and checks the rules
    /// that span options.
    init(_ parsed: ParsedArguments, kinds: KindRegistry = .standard) throws(ArgumentError) {
        let formats = try parsed.values(of: .format).map { argument throws(ArgumentError) in
            try ReportDestination(argument: argument)
        }
        let failLevel = parsed.values(of: .failLevel).first.flatMap(FailLevel.init(rawValue:))
        if parsed.isSet(.strict), failLevel != nil {
            throw .conflictingOptions("--strict", "--fail-level", reason: "'--strict' means '--fail-level warning'")
        }
        if parsed.isSet(.fix), parsed.isSet(.diff) {
            throw .conflictingOptions("--fix", "--diff", reason: "'--diff' shows what '--fix' would write")
        }
        self.init(
            paths: parsed.positionals,
            formats: formats.isEmpty ? [ReportDestination(format: .text)] : formats,
            color: parsed.values(of: .color).first.flatMap(ColorChoice.init(rawValue:)) ?? .auto,
            strict: parsed.isSet(.strict),
            failLevel: failLevel,
            maxWarnings: try parsed.values(of: .maxWarnings).first.map { value throws(ArgumentError) in
                guard let count = Int(value), count >= 0 else { throw .invalidCount(value, option: "--max-warnings") }
                return count
            },
            quiet: parsed.isSet(.quiet),
            targets: try Target.parseAll(parsed.values(of: .target)),
            stdinFilename: parsed.values(of: .stdinFilename).first,
            allowEmpty: parsed.isSet(.allowEmpty),
            configuration: try ConfigurationOptions(parsed, kinds: kinds),
            jobs: try parsed.values(of: .jobs).first.map { value throws(ArgumentError) in
                guard let count = Int(value), count >= 1 else { throw .invalidPositiveCount(value, option: "--jobs") }
                return count
            },
            fixMode: parsed.isSet(.fix) ? .fix : parsed.isSet(.diff) ? .diff : nil,
            unsafeFixes: parsed.isSet(.unsafeFixes),
            catalogue: try CatalogueOptions(parsed)
        )
        try validate()
    }

    /// Whether a run whose findings `summary` counts fails (exit 1): a finding at or above
    /// `failLevel`, or more warnings than `--max-warnings` allows.
    public func fails(_ summary: ReportSummary, at failLevel: FailLevel) -> Bool {
        failLevel.fails(summary) || maxWarnings.map { summary.warnings > $0 } ?? false
    }

    private func validate() throws(ArgumentError) {
        let standardInputCount = paths.count { $0 == "-" }
        if standardInputCount > 1 {
            throw .repeatedStandardInput
        }
        if stdinFilename != nil, standardInputCount == 0 {
            throw .stdinFilenameWithoutStandardInput
        }
        if unsafeFixes, fixMode == nil {
            throw .optionNeedsAnother("--unsafe-fixes", needs: "'--fix' or '--diff'")
        }
        if fixMode == .fix, standardInputCount > 0 {
            throw .conflictingOptions("--fix", "-", reason: "a ZIP read from standard input cannot be fixed in place; use '--diff'")
        }
        if fixMode == .diff, let file = catalogue.writeBaseline {
            throw .conflictingOptions("--diff", "--write-baseline \(file)", reason: "'--diff' writes nothing")
        }
        try validateFormats()
    }

    private func validateFormats() throws(ArgumentError) {
        let standardOutput = formats.filter { $0.path == nil }
        if standardOutput.count > 1 {
            throw .twoStandardOutputReports(first: standardOutput[0].format, second: standardOutput[1].format)
        }
        var paths = Set<String>()
        for path in formats.compactMap(\.path) where !paths.insert(path).inserted {
            throw .repeatedReportPath(path)
        }
    }
}
