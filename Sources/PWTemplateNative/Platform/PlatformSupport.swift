import PWTemplateSyntax

/// Which SDK releases render which display type (sdk-behaviour §15): per platform and type, the
/// first release whose code parses it and the release the public documentation promises it
/// from. Data; cells can be replaced from configuration.
public struct PlatformSupport: Sendable, Hashable {
    /// How one platform supports one display type.
    public struct Availability: Sendable, Hashable {
        /// The first release whose code parses the type; `nil`: no release parses it, the SDK
        /// rejects it as an unknown display type.
        public var code: SDKVersion?
        /// The release the public documentation promises the type from; `nil`: the documentation
        /// promises it from no release.
        public var documented: SDKVersion?

        public init(code: SDKVersion?, documented: SDKVersion?) {
            self.code = code
            self.documented = documented
        }

        /// Parsed by no release and promised by no documentation.
        public static let unsupported = Availability(code: nil, documented: nil)

        /// Parsed and documented from `version` on.
        public static func since(_ version: SDKVersion) -> Availability {
            Availability(code: version, documented: version)
        }
    }

    /// One cell per display type and platform, in `DisplayType.allCases` × `Platform.allCases`
    /// order (a flat list: a dictionary keyed by display type cost each run its first-use type
    /// metadata and conformance lookups).
    private var cells: [Availability]

    /// A table of `cell(type, platform)` for every display type and platform.
    public init(cell: (DisplayType, Platform) -> Availability) {
        cells = Self.types.flatMap { type in Self.platforms.map { cell(type, $0) } }
    }

    /// How `platform` supports `type`; set to replace the cell.
    public subscript(type: DisplayType, platform: Platform) -> Availability {
        get { cells[Self.position(of: type, on: platform)] }
        set { cells[Self.position(of: type, on: platform)] = newValue }
    }

    /// How `platform` supports `type`.
    public func availability(of type: DisplayType, on platform: Platform) -> Availability {
        self[type, platform]
    }

    private static let types = DisplayType.allCases
    private static let platforms = Platform.allCases

    private static func position(of type: DisplayType, on platform: Platform) -> Int {
        (types.firstIndex(of: type) ?? 0) * platforms.count + (platforms.firstIndex(of: platform) ?? 0)
    }

    /// The releases read (sdk-behaviour §15): the code of iOS 7.2.0 parses every type, the
    /// documentation promises banner, carousel and sheet from 7.2.1; Android 6.10.0 parses
    /// modal, fullscreen, stories, banner and carousel, 6.10.1 sheet, 6.11.0 video, and no
    /// release pip, scratchcard or spinwheel; its documentation promises banner, carousel and
    /// sheet from 6.10.1 and no video. A release newer than any read has the newest facts.
    public static let sdkReleases: PlatformSupport = {
        let iOS = Platform.ios.firstNativeRelease, android = Platform.android.firstNativeRelease
        let iOSPatch = SDKVersion([7, 2, 1]), androidPatch = SDKVersion([6, 10, 1])
        return PlatformSupport { type, platform in
            let isIOS = platform == .ios
            switch type {
            case .modal, .fullscreen, .stories: return .since(isIOS ? iOS : android)
            case .banner, .carousel:
                return isIOS ? Availability(code: iOS, documented: iOSPatch) : Availability(code: android, documented: androidPatch)
            case .sheet: return isIOS ? Availability(code: iOS, documented: iOSPatch) : .since(androidPatch)
            case .video: return isIOS ? .since(iOS) : Availability(code: SDKVersion([6, 11, 0]), documented: nil)
            case .pip, .scratchcard, .spinwheel: return isIOS ? .since(iOS) : .unsupported
            }
        }
    }()
}
