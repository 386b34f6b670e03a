import PWTemplateLint

/// The template the localisation examples share.
enum LocalizationExample {
    /// A valid modal whose title (and message) text is given.
    static func modal(title: String, message: String? = nil) -> String {
        let messageLine = message.map { "\n    \"message\": { \"text\": \"\($0)\", \"color\": \"#444444FF\" }," } ?? ""
        return """
            {
              "displayType": "modal",
              "modal": {
                "showClose": true,
                "dimBackground": true,
                "background": "#FFFFFFFF",
                "title": { "text": "\(title)", "color": "#111111FF" },\(messageLine)
                "buttons": []
              }
            }
            """
    }

    /// A two-language pushwoosh.json with the title translated.
    static let pushwoosh = """
        {
          "default_language": "en",
          "localization": {
            "en": { "title": "Spring sale" },
            "de": { "title": "Frühlingsangebot" }
          }
        }
        """
}
