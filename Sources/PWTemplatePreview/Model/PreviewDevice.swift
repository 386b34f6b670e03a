import PWTemplateSyntax

/// A phone the preview draws the message on: its screen in points (iOS) or dp (Android), the
/// insets the system bars take, and the corner radius of the screen. The sizes are the
/// devices' logical resolutions; the safe areas are the status bar and home indicator (iOS) or
/// status and gesture bars (Android) of their current system releases.
public struct PreviewDevice: Sendable, Equatable {
    /// The lower-case id `--device` and the page's `device=` take, e.g. `iphone-16`.
    public let id: String
    public let platform: Platform
    /// The name the switcher shows, e.g. `iPhone 16`.
    public let name: String
    public let width: Int
    public let height: Int
    /// The height the status bar (and notch or island) covers at the top.
    public let safeTop: Int
    /// The height the home indicator or gesture bar covers at the bottom.
    public let safeBottom: Int
    /// The corner radius of the screen; 0 for a square screen.
    public let radius: Int

    /// Every device, small to large, iOS first: at least a small and a large phone per platform.
    public static let all: [PreviewDevice] = [
        PreviewDevice(id: "iphone-se", platform: .ios, name: "iPhone SE", width: 375, height: 667, safeTop: 20, safeBottom: 0, radius: 0),
        PreviewDevice(id: "iphone-16", platform: .ios, name: "iPhone 16", width: 393, height: 852, safeTop: 59, safeBottom: 34, radius: 55),
        PreviewDevice(
            id: "iphone-16-pro-max", platform: .ios, name: "iPhone 16 Pro Max", width: 440, height: 956, safeTop: 62, safeBottom: 34, radius: 62),
        PreviewDevice(id: "galaxy-a", platform: .android, name: "Galaxy A (small)", width: 360, height: 800, safeTop: 24, safeBottom: 24, radius: 20),
        PreviewDevice(id: "pixel-4a", platform: .android, name: "Pixel 4a", width: 393, height: 851, safeTop: 32, safeBottom: 24, radius: 24),
        PreviewDevice(
            id: "pixel-9-pro-xl", platform: .android, name: "Pixel 9 Pro XL", width: 412, height: 915, safeTop: 48, safeBottom: 24, radius: 48),
    ]

    /// The device a page opens on when none is chosen: a mid-size phone of `platform`.
    public static func standard(for platform: Platform) -> PreviewDevice {
        switch platform {
        case .ios: all[1]
        case .android: all[4]
        }
    }

    /// The device called `id`, if there is one.
    public static func named(_ id: String) -> PreviewDevice? {
        all.first { $0.id == id }
    }
}
