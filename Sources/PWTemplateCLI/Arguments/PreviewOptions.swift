import PWTemplatePreview
import PWTemplateSyntax

/// The options of `preview`, typed and checked.
public struct PreviewOptions: Sendable, Equatable {
    /// The inputs as given; empty means the current folder.
    public var paths: [String]
    /// `--output`: the folder the pages go to.
    public var output: String
    /// Existing pages are replaced.
    public var force: Bool
    /// The view the pages open on, and `--offline`.
    public var request: PreviewRequest
    /// The platforms named with `--target`; empty means the configuration's, else both.
    public var targets: [Target]
    /// `--config` and `--no-config`: which `.pwtemplate.json` the lint beside the preview uses.
    public var configuration: ConfigurationOptions
    /// `--png` and its options: also shoot PNGs of the pages; `nil` without `--png`.
    public var png: PreviewPNGOptions?

    /// `--serve` and its options: serve the pages instead of writing them; `nil` without it.
    public var serve: PreviewServeOptions?

    /// The folder pages go to without `--output`.
    public static let defaultOutput = "preview"

    public init(
        paths: [String] = [], output: String? = nil, force: Bool = false, request: PreviewRequest = PreviewRequest(),
        targets: [Target] = [], configuration: ConfigurationOptions = ConfigurationOptions(), png: PreviewPNGOptions? = nil
    ) {
        self.paths = paths
        self.output = output ?? Self.defaultOutput
        self.force = force
        self.request = request
        self.targets = targets
        self.configuration = configuration
        self.png = png
    }

    /// Reads bound `preview` arguments (the parser has checked the values of the choices).
    init(_ parsed: ParsedArguments) throws(ArgumentError) {
        let request = PreviewRequest(
            language: parsed.values(of: .previewLanguage).first,
            platform: parsed.values(of: .previewPlatform).first.flatMap(Platform.init(rawValue:)),
            look: parsed.values(of: .look).first.flatMap(PreviewLook.init(rawValue:)),
            appearance: parsed.values(of: .appearance).first.flatMap(PreviewAppearance.init(rawValue:)),
            device: parsed.values(of: .device).first,
            offline: parsed.isSet(.offline))
        if let platform = request.platform, let device = request.device.flatMap(PreviewDevice.named), device.platform != platform {
            throw .conflictingOptions(
                "--platform \(platform.rawValue)", "--device \(device.id)", reason: "\(device.name) is \(device.platform.displayName) phone")
        }
        if parsed.positionals.filter({ $0 == "-" }).count > 1 { throw .repeatedStandardInput }
        self.init(
            paths: parsed.positionals,
            output: parsed.values(of: .previewOutput).first,
            force: parsed.isSet(.previewForce),
            request: request,
            targets: try Target.parseAll(parsed.values(of: .target)),
            configuration: try ConfigurationOptions(fileOptionsOf: parsed),
            png: try PreviewPNGOptions(parsed))
        serve = try PreviewServeOptions(parsed)
    }
}
