import FuzzSupport
import PWTemplateServing

/// The `--serve` request parser and the path normaliser on any bytes: no trap, a parsed head
/// within the bytes given, and no page name that leaves the served folder.
///
/// Input: the bytes received on a connection. They are parsed with the default limits and with
/// small ones; the target of each request parsed, and the bytes themselves taken as a target,
/// go through `SitePath`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTP(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput(data, count: count).bytes
    for limits in [HTTPLimits(), HTTPLimits(requestLine: 64, head: 256, headerCount: 4)] {
        var rest = bytes[...]
        // Pipelined requests: parse on after each head, as a kept-alive connection does.
        while case .request(let request, let consumed) = HTTPRequestParser.parse(Array(rest), limits: limits) {
            guard consumed > 0, consumed <= rest.count else { fatalError("http property: a head of \(consumed) bytes in \(rest.count)") }
            _ = request.keepsAlive
            checkTarget(request.target)
            rest = rest.dropFirst(consumed)
        }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    checkTarget(text)
    checkTarget("/" + text)
    return 0
}

/// The page name of `target` is `nil`, or a relative name inside the served folder. Names are
/// judged as bytes: a combining mark after a `/` makes the two one `Character`.
private func checkTarget(_ target: String) {
    _ = SitePath.queryParameters(of: target)
    guard let name = SitePath.pageName(for: target) else { return }
    let bytes = Array(name.utf8)
    let segments = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    guard !bytes.isEmpty, bytes.first != UInt8(ascii: "/"), !bytes.contains(UInt8(ascii: "\\")), !bytes.contains(0),
          !segments.contains(where: { $0.elementsEqual("..".utf8) }) else {
        fatalError("http property: \(target.debugDescription) gives the page name \(name.debugDescription)")
    }
    guard let resolved = resolve(segments, in: servedFolder), resolved.count > servedFolder.count,
          resolved.starts(with: servedFolder) else {
        fatalError("http property: \(target.debugDescription) gives \(name.debugDescription), outside the served folder")
    }
}

private let servedFolder: [[UInt8]] = [Array("srv".utf8), Array("site".utf8)]

/// `segments` resolved lexically against `folder` as a file system would (`.` stays, `..` goes
/// up, empty segments are skipped); `nil` when it climbs above the root.
private func resolve(_ segments: [ArraySlice<UInt8>], in folder: [[UInt8]]) -> [[UInt8]]? {
    var path = folder
    for segment in segments where !segment.isEmpty && !segment.elementsEqual(".".utf8) {
        if segment.elementsEqual("..".utf8) {
            if path.popLast() == nil { return nil }
        } else {
            path.append(Array(segment))
        }
    }
    return path
}
