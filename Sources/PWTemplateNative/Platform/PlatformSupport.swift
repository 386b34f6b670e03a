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

    public var table: [DisplayType: [Platform: Availability]]

    public init(table: [DisplayType: [Platform: Availability]]) {
        self.table = table
    }

    /// How `platform` supports `type` (unlisted means unsupported).
    public func availability(of type: DisplayType, on platform: Platform) -> Availability {
        table[type]?[platform] ?? .unsupported
    }

    /// The releases read (sdk-behaviour §15): the code of iOS 7.2.0 parses every type, the
    /// documentation promises banner, carousel and sheet from 7.2.1; Android 6.10.0 parses
    /// modal, fullscreen, stories, banner and carousel, 6.10.1 sheet, 6.11.0 video, and no
    /// release pip, scratchcard or spinwheel; its documentation promises banner, carousel and
    /// sheet from 6.10.1 and no video. A release newer than any read has the newest facts.
    public static let sdkReleases: PlatformSupport = {
        let iOS = Platform.ios.firstNativeRelease, android = Platform.android.firstNativeRelease
        let iOSPatch = SDKVersion([7, 2, 1]), androidPatch = SDKVersion([6, 10, 1])
        let first: [Platform: Availability] = [.ios: .since(iOS), .android: .since(android)]
        let second: [Platform: Availability] = [
            .ios: Availability(code: iOS, documented: iOSPatch), .android: Availability(code: android, documented: androidPatch),
        ]
        let iOSOnly: [Platform: Availability] = [.ios: .since(iOS), .android: .unsupported]
        return PlatformSupport(table: [
            .modal: first, .fullscreen: first, .stories: first,
            .banner: second, .carousel: second,
            .sheet: [.ios: Availability(code: iOS, documented: iOSPatch), .android: .since(androidPatch)],
            .video: [.ios: .since(iOS), .android: Availability(code: SDKVersion([6, 11, 0]), documented: nil)],
            .pip: iOSOnly, .scratchcard: iOSOnly, .spinwheel: iOSOnly,
        ])
    }()
}
