import PWTemplateLint
import PWTemplateSyntax

/// A button's `action` or the `image_action` (inapp-api-contract.md, "Payload", "Image action",
/// "Push permission action", "Plain text and links"): its type, its value and the link it opens.
enum InAppActionCheck {
    /// Where an action sits: buttons accept `push_permission`, the image does not.
    enum Place {
        case button
        case image

        var types: [String] { self == .button ? ["url", "deeplink", "push_permission"] : ["url", "deeplink"] }
    }

    static let rules: [Rule] = [.inappActionType, .inappImageAction, .inappPushPermissionValue, .inappForbiddenScheme, .inappURLAction, .inappDeeplink, .inappDeeplinkUnhandled]

    /// The schemes the server rejects in any link.
    static let forbiddenSchemes = ["http", "javascript", "data", "file", "vbscript", "blob", "about"]

    /// The findings about `action`, an object at `place`.
    static func findings(_ action: JSONCursor, at place: Place, _ context: InAppContext) -> [Diagnostic] {
        let findings = InAppFieldsCheck.unknownFields(of: action, known: ["type", "value"], what: "an action", context)
        let typeRule: Rule = place == .button ? .inappActionType : .inappImageAction
        let allowed = place.types.map { "\"\($0)\"" }
        guard let typeNode = action["type"] else {
            return findings + [context.finding(typeRule, at: action, range: action.opening, message: "the action has no \"type\"",
                                               hint: "write \"type\": \(DesignText.list(allowed, joinedBy: "or"))")]
        }
        guard let type = typeNode.string, place.types.contains(type) else {
            let found = typeNode.string.map(Quote.string) ?? DesignText.article(typeNode.typeName)
            let only = place == .image && typeNode.string == "push_permission" ? "; only buttons accept push_permission" : ""
            return findings + [context.finding(typeRule, at: typeNode, message: "the action's \"type\" is \(found), not \(DesignText.list(allowed, joinedBy: "or"))\(only)",
                                               hint: "write \(DesignText.list(allowed, joinedBy: "or"))")]
        }
        if type == "push_permission" { return findings + pushPermission(action, context) }
        guard let value = action["value"] else {
            let rule: Rule = place == .image ? .inappImageAction : type == "url" ? .inappURLAction : .inappDeeplink
            return findings + [context.finding(rule, at: action, range: action.opening, message: "the \(type) action has no \"value\": it opens nothing",
                                               hint: "write the link to open as \"value\"")]
        }
        guard let link = value.string else { return findings + [InAppFieldsCheck.wrongType(value, expected: "a string", context)] }
        return findings + linkFindings(value, link, type: type, context)
    }

    /// `inapp-push-permission-value` on a `value` member, with a safe fix removing a `null` one.
    private static func pushPermission(_ action: JSONCursor, _ context: InAppContext) -> [Diagnostic] {
        guard let members = action.members, let index = members.lastIndex(where: { $0.key == "value" }) else { return [] }
        let value = members[index].value
        let fix = value.isNull ? Fix(title: "remove \"value\": null", applicability: .safe, change: .edits(context.entry, [context.removal(ofMember: index, in: members)])) : nil
        return [context.finding(.inappPushPermissionValue, atKeyOf: members[index], in: action,
                                message: "a push_permission action has a \"value\"\(value.isNull ? " (null)" : ""): the contract sends none, \"not even as null\"",
                                hint: "remove \"value\"", fix: fix)]
    }

    /// `link` as a URL parser reads its scheme: leading and trailing C0 controls and spaces
    /// removed, tabs and line breaks inside dropped (WHATWG URL).
    static func parsed(_ link: String) -> String {
        var scalars = Substring(link).unicodeScalars
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }))
    }

    /// The problems of the link `link` (the string at `value`) of a `url` or `deeplink` action.
    static func linkFindings(_ value: JSONCursor, _ link: String, type: String, _ context: InAppContext) -> [Diagnostic] {
        let url = parsed(link)
        let scheme = URLCheck.scheme(of: url)
        if let scheme, forbiddenSchemes.contains(scheme) {
            let secure = scheme == "http" && URLCheck.hasHost(url) ? "https" + url.dropFirst(4) : nil
            return [context.finding(.inappForbiddenScheme, at: value, message: "the link \(Quote.string(link)) has the scheme \(scheme):, which the server rejects",
                                    hint: secure.map { "write \(Quote.string($0))" } ?? "link to an https:// page\(type == "deeplink" ? " or an app scheme such as exampleapp://offers" : "")",
                                    fix: secure.map { .string($0, "use https", .unsafe) })]
        }
        let isHTTPS = scheme == "https" && URLCheck.hasHost(url)
        if type == "url", !isHTTPS {
            return [context.finding(.inappURLAction, at: value, message: "the url action \(Quote.string(link)) is not an https URL with a host",
                                    hint: scheme == nil || scheme == "https" ? "write an absolute https://host/path URL" : "use a deeplink action for an app scheme, or an https:// URL")]
        }
        if type == "deeplink", !isHTTPS, scheme == nil || scheme == "https" {
            return [context.finding(.inappDeeplink, at: value, message: "the deeplink \(Quote.string(link)) is neither an https URL with a host nor a custom app scheme",
                                    hint: "write an app link such as exampleapp://offers/42 or an https:// universal link")]
        }
        if type == "deeplink", let scheme { return unhandled(value, link, scheme: scheme, host: isHTTPS ? host(of: url) : nil, context) }
        return []
    }

    /// `inapp-deeplink-unhandled` when the configured app links name neither the deeplink's
    /// custom scheme nor, for an https link, its host.
    private static func unhandled(_ value: JSONCursor, _ link: String, scheme: String, host: String?, _ context: InAppContext) -> [Diagnostic] {
        let app = context.configuration.app
        let (name, known, what) = host.map { ($0, app.hosts, "host") } ?? (scheme, app.schemes, "scheme")
        guard !known.isEmpty, !known.contains(name) else { return [] }
        return [context.finding(.inappDeeplinkUnhandled, at: value,
                                message: "the deeplink \(Quote.string(link)) has the \(what) \(name), which the app's configured \(what)s (\(known.joined(separator: ", "))) do not name: the app cannot handle it",
                                hint: "link to one of the app's \(what)s, or add \(name) to \"app\" in .pwtemplate.json")]
    }

    /// The host of an absolute URL, lower case: after `://` and any user info, before the port, path, query or fragment.
    static func host(of url: String) -> String {
        guard let start = url.firstRange(of: "://")?.upperBound else { return "" }
        let authority = url[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let afterUser = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
        return afterUser.prefix { $0 != ":" }.lowercased()
    }
}
