import PWTemplateLint

/// The gallery page, `index.html`: a card per template with its name, display type,
/// languages and lint status, linking to its page.
enum PreviewGallery {
    /// The gallery of the templates whose ``card(_:page:)``s are `cards`, styled as the pages
    /// are (`style`).
    static func html(cards: [String], style: String) -> String {
        let count = cards.count == 1 ? "1 template" : "\(cards.count) templates"
        return PreviewPage.head(title: "pwtemplate preview — \(count)", style: style) + """
            <body class="pw-gallery-page">
            <header class="pw-gallery-header"><h1>Template previews</h1><p>\(count)</p></header>
            <main>
            <ul class="pw-gallery">
            \(cards.joined(separator: "\n"))
            </ul>
            </main>
            </body>
            </html>

            """
    }

    /// The card of `document`, whose page is `page`: the whole card links to the page.
    static func card(_ document: PreviewDocument, page: String) -> String {
        let errors = document.findings.count { $0.severity == .error }
        let warnings = document.findings.count { $0.severity == .warning }
        let status = errors > 0 ? "error" : warnings > 0 ? "warning" : "clean"
        let statusText = errors == 0 && warnings == 0 ? "no errors or warnings"
            : [plural(errors, "error"), plural(warnings, "warning")].compactMap(\.self).joined(separator: ", ")
        let languages = document.languages.map(\.id).filter { $0 != PreviewDocument.keyMissing }
        return """
            <li class="pw-card" data-status="\(status)"><a href="\(HTMLText.attribute(page))">\
            <span class="pw-card-name">\(HTMLText.content(document.name))</span>\
            <span class="pw-card-type">\(HTMLText.content(document.displayType ?? "unknown type"))</span>\
            <span class="pw-card-languages">\(HTMLText.content(languages.isEmpty ? "no translations" : languages.joined(separator: ", ")))</span>\
            <span class="pw-card-status">\(HTMLText.content(statusText))</span></a></li>
            """
    }

    private static func plural(_ count: Int, _ noun: String) -> String? {
        count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
