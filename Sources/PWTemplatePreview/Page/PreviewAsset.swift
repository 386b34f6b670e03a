/// One file of a preview target's `Resources/`, a piece of the page's JavaScript or CSS, embedded
/// in the binary at build time (SwiftPM's `.embedInCode`, as `PackageResources.<name>_<ext>`).
public struct PreviewAsset: Sendable {
    /// The file's name, as in `Resources/Scripts/` or `Resources/Styles/`.
    public let name: String
    /// Its text without the file's last line break.
    public let text: String

    public init(_ name: String, _ bytes: [UInt8]) {
        self.name = name
        text = String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }

    /// The texts of `pieces` in order, a line break between two.
    static func joined(_ pieces: [PreviewAsset]) -> String {
        pieces.map(\.text).joined(separator: "\n")
    }
}
