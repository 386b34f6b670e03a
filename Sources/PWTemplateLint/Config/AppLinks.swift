/// `.pwtemplate.json`'s `app`: the custom schemes and universal-link hosts the app handles. A
/// deeplink outside them is one the app cannot open ("a deeplink that the app cannot handle
/// should be ignored", inapp-api-contract.md); empty lists check nothing.
public struct AppLinks: Sendable, Equatable {
    /// Custom URL schemes, lower case (`exampleapp`).
    public var schemes: [String]
    /// Universal-link hosts, lower case (`example.com`).
    public var hosts: [String]

    public init(schemes: [String] = [], hosts: [String] = []) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
    }

    /// Schemes the system opens whatever the app registers: the web, mail, phone, messages,
    /// FaceTime, Maps and the App Store.
    public static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps", "itms-appss",
    ]

    /// Whether a link of `scheme` (lower case) is one the app leaves unhandled: the app names
    /// its schemes, not this one, and the system does not open it either.
    public func leavesUnhandled(scheme: String) -> Bool {
        !schemes.isEmpty && !schemes.contains(scheme) && !Self.systemSchemes.contains(scheme)
    }
}
