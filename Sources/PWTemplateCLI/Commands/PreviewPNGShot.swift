/// One screenshot `preview --png` takes: a page opened at a fragment, shot at the device's size,
/// written under a documented name beside the page.
struct PreviewPNGShot: Sendable, Equatable {
    /// The page's file name in the output folder, e.g. `promo.html`.
    var page: String
    /// The PNG's file name, e.g. `promo.de.dark.png`.
    var name: String
    /// The page's URL fragment, without `#`: the view, and `chrome=0` for the bare screen.
    var fragment: String
    var width: Int
    var height: Int

    /// The name of the key-missing case (`-`, every placeholder at its default) in PNG names.
    static let keyMissingName = "no-translation"

    /// The shots of `page`: each language of its switcher (only the one it opens on when
    /// `language` was chosen) × light, and dark when the template has a dark overlay (only the
    /// chosen one when `appearance` was given), on the platform, look and device it opens on.
    static func plan(_ page: PreviewPNGPage, languageChosen: Bool, appearanceChosen: Bool) -> [PreviewPNGShot] {
        let languages = languageChosen ? [page.language] : page.languages
        let appearances = appearanceChosen ? [page.appearance] : (page.hasDark ? ["light", "dark"] : ["light"])
        let base = page.fileName.hasSuffix(".html") ? String(page.fileName.dropLast(5)) : page.fileName
        return languages.flatMap { language in
            appearances.map { appearance in
                let view = [("platform", page.platform), ("look", page.look), ("device", page.device),
                            ("lang", language), ("appearance", appearance), ("chrome", "0")]
                return PreviewPNGShot(
                    page: page.fileName,
                    name: "\(base).\(language == "-" ? keyMissingName : language).\(appearance).png",
                    fragment: view.map { "\($0)=\(percentEncoded($1))" }.joined(separator: "&"),
                    width: page.width, height: page.height)
            }
        }
    }

    /// `text` with every byte but ASCII letters, digits and `-._~` percent-encoded (RFC 3986
    /// unreserved), for a URL path or fragment.
    static func percentEncoded(_ text: String, keeping kept: String = "") -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || "-._~".unicodeScalars.contains(scalar) || kept.unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// The `file://` URL of the absolute path `path` with `fragment`.
    static func fileURL(_ path: String, fragment: String) -> String {
        "file://" + percentEncoded(path, keeping: "/") + "#" + fragment
    }
}
