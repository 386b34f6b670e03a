/// A parsed HTTP/1.x request head: the server accepts no body.
public struct HTTPRequest: Sendable, Equatable {
    /// `GET` or `HEAD`: the parser turns every other method down.
    public enum Method: String, Sendable, Equatable {
        case get = "GET"
        case head = "HEAD"
    }

    public var method: Method
    /// The request target as sent (`/modal.html?x=1`).
    public var target: String
    /// 0 for HTTP/1.0, 1 for HTTP/1.1.
    public var minorVersion: Int
    /// The header fields in order, names lower-cased.
    public var headers: [(name: String, value: String)]

    public init(method: Method, target: String, minorVersion: Int = 1, headers: [(name: String, value: String)] = []) {
        self.method = method
        self.target = target
        self.minorVersion = minorVersion
        self.headers = headers
    }

    /// The value of the first field called `name` (lower case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Whether the connection stays open after the response: HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`.
    public var keepsAlive: Bool {
        let tokens = (header("connection") ?? "").lowercased().split(separator: ",").map { $0.trimmingSpaces }
        return minorVersion >= 1 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }

    public static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
        left.method == right.method && left.target == right.target && left.minorVersion == right.minorVersion
            && left.headers.map(\.name) == right.headers.map(\.name) && left.headers.map(\.value) == right.headers.map(\.value)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
