/// Which SDK versions render which display type: data, overridable later from configuration.
public struct PlatformSupport: Sendable, Hashable {
    /// How one platform supports one display type.
    public enum Availability: Sendable, Hashable {
        /// Rendered from this SDK version on.
        case since(SDKVersion)
        /// Rendered, with no minimum version published.
        case supported
        /// Not rendered: the SDK rejects the type as unknown.
        case unsupported
    }

    public var table: [DisplayType: [Platform: Availability]]

    public init(table: [DisplayType: [Platform: Availability]]) {
        self.table = table
    }

    /// How `platform` supports `type` (unlisted means unsupported).
    public func availability(of type: DisplayType, on platform: Platform) -> Availability {
        table[type]?[platform] ?? .unsupported
    }

    /// The public documentation's table (sdk-behaviour §15): native support starts at iOS 7.2.0
    /// and Android 6.10.0; banner, carousel and sheet one patch later; video, pip, scratchcard
    /// and spinwheel on iOS only.
    public static let publicDocs: PlatformSupport = {
        let first: [Platform: Availability] = [.ios: .since(SDKVersion([7, 2, 0])), .android: .since(SDKVersion([6, 10, 0]))]
        let second: [Platform: Availability] = [.ios: .since(SDKVersion([7, 2, 1])), .android: .since(SDKVersion([6, 10, 1]))]
        let iOSOnly: [Platform: Availability] = [.ios: .supported, .android: .unsupported]
        return PlatformSupport(table: [
            .modal: first, .fullscreen: first, .stories: first,
            .banner: second, .carousel: second, .sheet: second,
            .video: iOSOnly, .pip: iOSOnly, .scratchcard: iOSOnly, .spinwheel: iOSOnly,
        ])
    }()
}
