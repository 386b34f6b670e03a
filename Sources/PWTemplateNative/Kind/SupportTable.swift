import PWTemplateLint
import PWTemplateSyntax

/// The support table (sdk-behaviour §15) as `new --list` and `explain` show it: per display
/// type and platform, the first release whose code parses the type and, when it differs, the
/// release the public documentation promises it from.
///
/// ```text
/// TYPE    iOS                   Android
/// banner  7.2.0+ (docs 7.2.1+)  6.10.0+ (docs 6.10.1+)
/// video   7.2.0+                6.11.0+ (not in the docs)
/// pip     7.2.0+                no
/// ```
package enum SupportTable {
    /// The header and one row per display type; `extra` adds a last column.
    package static func rows(_ support: PlatformSupport = .sdkReleases, extra: (header: String, cell: (DisplayType) -> String)? = nil) -> [[String]] {
        let header = ["TYPE"] + Platform.allCases.map(\.displayName) + (extra.map { [$0.header] } ?? [])
        return [header] + DisplayType.allCases.map { type in
            [type.rawValue] + Platform.allCases.map { cell(support.availability(of: type, on: $0)) } + (extra.map { [$0.cell(type)] } ?? [])
        }
    }

    /// What the versions in the table mean.
    package static let legend = "A version is the first release whose code renders the type; (docs …) is the later release "
        + "Pushwoosh's documentation promises it from; no: no release renders it."

    /// `7.2.0+`, `7.2.0+ (docs 7.2.1+)`, `6.11.0+ (not in the docs)` or `no`.
    package static func cell(_ availability: PlatformSupport.Availability) -> String {
        guard let code = availability.code else { return "no" }
        guard let documented = availability.documented else { return "\(code)+ (not in the docs)" }
        return documented == code ? "\(code)+" : "\(code)+ (docs \(documented)+)"
    }
}
