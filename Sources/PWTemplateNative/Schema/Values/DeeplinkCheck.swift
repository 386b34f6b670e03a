import PWTemplateLint
import PWTemplateSyntax

/// `deeplink-unhandled`: an action URL whose custom scheme the app's configured schemes
/// (`.pwtemplate.json` `app`) do not name.
enum DeeplinkCheck {
    static func problem(_ value: String, app: AppLinks) -> ValueProblem? {
        guard let scheme = URLCheck.scheme(of: value), app.leavesUnhandled(scheme: scheme) else { return nil }
        return ValueProblem(
            .deeplinkUnhandled,
            "the action opens a \(scheme): link, a scheme the app's configured schemes (\(app.schemes.joined(separator: ", "))) do not name: a tap opens nothing",
            hint: "link to one of the app's schemes, or add \(scheme) to \"app\" in .pwtemplate.json")
    }
}
