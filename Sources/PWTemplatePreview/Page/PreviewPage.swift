/// The HTML of one template's preview page: one self-contained file, its CSS and JavaScript
/// inline, its data in a JSON island. The runtime builds the switchers into `#pw-toolbar`, the
/// device into `#pw-stage` and the findings into `#pw-findings-panel`.
enum PreviewPage {
    /// What the page may load: its own inline style and script, the template's HTTPS media
    /// (and `data:`/`blob:` placeholders), and nothing else; `connect-src 'self'` lets a served
    /// page hear of a reload.
    static let contentSecurityPolicy = "default-src 'none'; img-src https: data: blob:; media-src https: data: blob:; "
        + "style-src 'unsafe-inline'; script-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'"

    /// The page of `document`, with `assets`; `gallery` names the index page to link back to, when
    /// there is one.
    static func html(_ document: PreviewDocument, gallery: String?, assets: PreviewPageAssets) -> String {
        let title = (document.displayType.map { "\($0) · " } ?? "") + document.name
        let back = gallery.map { #"<nav id="pw-back"><a href=""# + HTMLText.attribute($0) + #"">All templates</a></nav>"# + "\n" } ?? ""
        return head(title: title + " — pwtemplate preview", style: assets.style) + """
            <body class="pw-page">
            \(back)<header id="pw-toolbar"></header>
            <div id="pw-layout">
            <main id="pw-stage"></main>
            <aside id="pw-findings-panel"></aside>
            </div>
            <noscript><p class="pw-noscript">The preview draws the template with JavaScript; turn it on to see it.</p></noscript>
            <script type="application/json" id="pw-data">
            \(document.dataIsland())</script>
            <script>
            \(assets.script)
            </script>
            </body>
            </html>

            """
    }

    /// The doctype, `<html>` and `<head>` every page starts with, and the page CSS `style`.
    static func head(title: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="\(HTMLText.attribute(contentSecurityPolicy))">
        <meta name="generator" content="pwtemplate">
        <title>\(HTMLText.content(title))</title>
        <style>
        \(style)
        </style>
        </head>

        """
    }
}
