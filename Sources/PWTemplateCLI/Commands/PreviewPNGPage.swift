import PWTemplateSyntax

/// What `preview --png` needs of one page, read from the page's own data island
/// (`<script type="application/json" id="pw-data">`, docs/commands/preview.md), so the PNGs
/// show exactly the views the page offers.
struct PreviewPNGPage: Sendable, Equatable {
    /// The page's file name, e.g. `promo.html`.
    var fileName: String
    /// The language ids in the switcher's order (`-` is the key-missing case).
    var languages: [String]
    /// Whether a dark overlay exists, so that dark differs from light.
    var hasDark: Bool
    /// The view the page opens on.
    var platform: String
    var look: String
    var device: String
    var language: String
    var appearance: String
    /// The device screen in CSS pixels.
    var width: Int
    var height: Int

    /// Reads the data island of a page's HTML; `nil` when the page has none or it lacks a field.
    init?(fileName: String, html: [UInt8]) {
        guard let json = Self.island(in: html), let root = JSONParser.parse(json).root,
              let initial = root["initial"], case .array(let languageNodes)? = root["languages"]?.value,
              case .array(let devices)? = root["devices"]?.value,
              let platform = initial["platform"]?.stringValue, let look = initial["look"]?.stringValue,
              let device = initial["device"]?.stringValue, let language = initial["lang"]?.stringValue,
              let appearance = initial["appearance"]?.stringValue,
              let screen = devices.first(where: { $0["id"]?.stringValue == device }),
              let width = screen["width"]?.intValue, let height = screen["height"]?.intValue, width > 0, height > 0
        else { return nil }
        self.fileName = fileName
        self.languages = languageNodes.compactMap { $0["id"]?.stringValue }
        if case .bool(true)? = root["hasDark"]?.value { hasDark = true } else { hasDark = false }
        (self.platform, self.look, self.device, self.language, self.appearance) = (platform, look, device, language, appearance)
        (self.width, self.height) = (width, height)
    }

    /// The bytes between `<script type="application/json" id="pw-data">` and the next `</script>`
    /// (the page escapes `<` inside the JSON, so no text of the template can end it early).
    static func island(in html: [UInt8]) -> [UInt8]? {
        let opening = Array(#"id="pw-data">"#.utf8), closing = Array("</script>".utf8)
        guard let start = html.firstRange(of: opening)?.upperBound,
              let end = html[start...].firstRange(of: closing)?.lowerBound else { return nil }
        return Array(html[start..<end])
    }
}

private extension JSONNode {
    var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var intValue: Int? {
        if case .number(let text) = value { return Int(text) }
        return nil
    }
}
