/// A template made from what the Pushwoosh editor exports (§10 of the SDK notes): a modal whose
/// texts and button URL are placeholders keyed by element id (`hero.text`,
/// `cta.href.values.href`), and the editor's `pushwoosh.json` with `input_groups`,
/// `ios_close_button`, `presentationStyleKey`, `style_settings` and a `"default"` language.
enum EditorExport {
    static let nativeConfig = """
        {
          "displayType": "modal",
          "inAppId": "spring-sale",
          "modal": {
            "showClose": true,
            "dimBackground": true,
            "background": "#FFFFFFFF",
            "image": "https://cdn.example.com/spring.png",
            "title": { "text": "{{hero.text|text|Spring sale}}", "color": "#111111FF" },
            "message": { "text": "{{body.text|text|Everything must go}}", "color": "#444444FF" },
            "buttons": [
              {
                "text": { "text": "{{cta.text|text|Shop now}}", "color": "#FFFFFFFF" },
                "background": "#0050B3FF",
                "border": { "color": "#0050B3FF", "radius": 8 },
                "action": { "type": "url", "url": "{{cta.href.values.href|text|https://example.com/sale}}" }
              }
            ]
          }
        }
        """

    /// The `de` section of ``pushwoosh(de:)`` unless a test gives another: key and JSON-escaped text.
    static let german = [
        ("hero.text", "Frühlingsangebot"), ("body.text", "Alles muss raus"), ("cta.text", "Jetzt kaufen"),
        ("cta.href.values.href", "https://example.com/de/sale"),
    ]

    /// The editor's pushwoosh.json with the `de` translations `de` (key and JSON-escaped text, in order).
    static func pushwoosh(de: [(String, String)] = german) -> String {
        let section = de.map { "      \"\($0)\": \"\($1)\"" }.joined(separator: ",\n")
        return """
            {
              "input_groups": [],
              "ios_close_button": true,
              "presentationStyleKey": "centerbox",
              "style_settings": {
                "background_color": "rgba(0,0,0,0.5)",
                "close_button": { "color": "#FFFFFF", "size": 24 }
              },
              "default_language": "default",
              "localization": {
                "default": {
                  "hero.text": "Spring sale",
                  "body.text": "Everything must go",
                  "cta.text": "Shop now",
                  "cta.href.values.href": "https://example.com/sale"
                },
                "de": {
            \(section)
                }
              }
            }
            """
    }
}
