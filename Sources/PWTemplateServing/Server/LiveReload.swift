import PWTemplateSyntax

/// The live-reload channel: the script the served pages get, and the Server-Sent Events the
/// server sends them. Pages written by plain `preview` never hold the script.
public enum LiveReload {
    /// The path of the event stream (`?page=<name>&version=<version>`).
    public static let eventsPath = "/__pwtemplate/events"

    /// `page` (HTML) with the live-reload script before its last `</body>`, or at its end when
    /// it has none. The script opens the event stream for `name` at `version` and reloads the
    /// page (the URL fragment, hence the view, stays) when the server says it changed.
    public static func injected(into page: [UInt8], name: String, version: String) -> [UInt8] {
        let script = Array(script(name: name, version: version).utf8)
        guard let index = lastBodyClose(in: page) else { return page + script }
        return Array(page[..<index]) + script + Array(page[index...])
    }

    /// The `<script>` element; the name and version are script-safe JSON strings
    /// (``Swift/String/scriptSafeJSON``), so no page name can end the script.
    static func script(name: String, version: String) -> String {
        let stream = "\(eventsPath)?page=\" + encodeURIComponent(\(scriptLiteral(name))) + \"&version=\" + encodeURIComponent(\(scriptLiteral(version)))"
        return """
            <script>/* pwtemplate preview --serve: reloads the page when its template changes */
            (() => { const events = new EventSource("\(stream)); \
            events.addEventListener("reload", () => { events.close(); location.reload(); }); })();
            </script>

            """
    }

    private static func scriptLiteral(_ text: String) -> String {
        JSONOutput.literal(text).scriptSafeJSON
    }

    /// Where the last `</body>` (any letter case) starts.
    static func lastBodyClose(in page: [UInt8]) -> Int? {
        let tag = Array("</body>".utf8)
        guard page.count >= tag.count else { return nil }
        return stride(from: page.count - tag.count, through: 0, by: -1).first { start in
            (0..<tag.count).allSatisfy { page[start + $0] | (tag[$0] >= 0x61 ? 0x20 : 0) == tag[$0] }
        }
    }

    /// The head of the event stream: no `Content-Length`, the stream lasts until either side
    /// closes; `retry` asks the browser to reconnect after a second when it drops.
    public static let streamHead: [UInt8] = Array((
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\nretry: 1000\n\n").utf8)

    /// The event telling a page that it changed: its new version (empty when it was removed).
    public static func reloadEvent(version: String?) -> [UInt8] {
        Array(event(name: "reload", data: version ?? "").utf8)
    }

    /// A comment line that keeps the connection alive and finds clients that went away.
    public static let keepAlive: [UInt8] = Array(": ping\n\n".utf8)

    /// One Server-Sent Event: `event:` and one `data:` line per line of `data`, then a blank line.
    static func event(name: String, data: String) -> String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
        return "event: \(name)\n" + lines.joined() + "\n"
    }
}
