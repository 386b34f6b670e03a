import PWTemplateCore

/// The options of `lint`, typed and checked.
public struct LintOptions: Sendable, Equatable {
    /// The inputs as given; empty means the current folder. `-` is a ZIP on stdin.
    public var paths: [String]
    public var format: ReportFormat
    public var color: ColorChoice
    /// Warnings fail the run too.
    public var strict: Bool
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

    public init(
        paths: [String] = [],
        format: ReportFormat = .text,
        color: ColorChoice = .auto,
        strict: Bool = false,
        quiet: Bool = false,
        targets: [Target] = [],
        stdinFilename: String? = nil,
        allowEmpty: Bool = false,
        configuration: ConfigurationOptions = ConfigurationOptions()
    ) {
        self.paths = paths
        self.format = format
        self.color = color
        self.strict = strict
        self.quiet = quiet
        self.targets = targets
        self.stdinFilename = stdinFilename
        self.allowEmpty = allowEmpty
        self.configuration = configuration
    }

    /// Reads bound `lint` arguments and checks the rules that span options.
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        self.init(
            paths: parsed.positionals,
            format: parsed.values(of: .format).first.flatMap(ReportFormat.init(rawValue:)) ?? .text,
            color: parsed.values(of: .color).first.flatMap(ColorChoice.init(rawValue:)) ?? .auto,
            strict: parsed.isSet(.strict),
            quiet: parsed.isSet(.quiet),
            targets: try parsed.values(of: .target).map { argument throws(ArgumentError) in try Target(argument: argument) },
            stdinFilename: parsed.values(of: .stdinFilename).first,
            allowEmpty: parsed.isSet(.allowEmpty),
            configuration: try ConfigurationOptions(parsed)
        )
        try validate()
    }

    /// The platforms to check: the `--target` ones, else the default selection.
    public var targetSelection: TargetSelection {
        targets.isEmpty ? .default : TargetSelection(targets: targets)
    }

    private func validate() throws(ArgumentError) {
        for (index, target) in targets.enumerated() {
            if let earlier = targets[..<index].first(where: { $0.platform == target.platform }) {
                throw .repeatedTarget(platform: target.platform.rawValue, first: earlier.description, second: target.description)
            }
        }
        let standardInputCount = paths.count { $0 == "-" }
        if standardInputCount > 1 {
            throw .repeatedStandardInput
        }
        if stdinFilename != nil, standardInputCount == 0 {
            throw .stdinFilenameWithoutStandardInput
        }
    }
}
