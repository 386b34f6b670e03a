/// The name of a file in a template: its path inside the archive or folder, `/`-separated
/// (`native-config.json`, `images/x.png`), or the name of a configuration file.
public struct EntryName: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var path: String

    /// The template's configuration, the file the SDKs render.
    public static let nativeConfig: EntryName = "native-config.json"
    /// The template's translations and settings.
    public static let pushwoosh: EntryName = "pushwoosh.json"
    /// The only files of a template the SDKs read, `native-config.json` first.
    public static let sdkFiles: [EntryName] = [.nativeConfig, .pushwoosh]

    public init(_ path: String) {
        self.path = path
    }

    public init(stringLiteral path: String) {
        self.path = path
    }

    public var description: String { path }
}
