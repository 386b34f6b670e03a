import PWTemplateLint
import PWTemplateSyntax

/// The image (inapp-api-contract.md, "Payload", "Image action"): `image_url` and `image_action`.
struct InAppImageCheck: InAppCheck {
    var rules: [Rule] { [.inappImageURL] + InAppActionCheck.rules.filter { $0 == .inappImageAction } }

    func run(_ message: JSONCursor, _ context: InAppContext, into findings: inout [Diagnostic]) {
        if let image = message["image_url"] {
            if let url = image.string {
                findings += Self.imageURL(image, url, context)
            } else {
                findings.append(InAppFieldsCheck.wrongType(image, expected: "a string", context))
            }
        }
        if let action = message["image_action"] {
            findings += action.isObject ? InAppActionCheck.findings(action, at: .image, context)
                : [InAppFieldsCheck.wrongType(action, expected: "an object", context)]
        }
    }

    private static func imageURL(_ image: JSONCursor, _ url: String, _ context: InAppContext) -> [Diagnostic] {
        let scheme = URLCheck.scheme(of: url)
        guard scheme != "https" || !URLCheck.hasHost(url) else { return [] }
        let secure = scheme == "http" && URLCheck.hasHost(url) ? "https" + url.dropFirst(4) : nil
        return [context.finding(.inappImageURL, at: image, message: "\"image_url\" is \(Quote.string(url)), not an https URL with a host: the contract's image is \"Always https\"",
                                hint: secure.map { "write \(Quote.string($0))" } ?? "host the image and write its https:// URL",
                                fix: secure.map { .string($0, "use https", .unsafe) })]
    }
}
