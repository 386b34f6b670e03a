import PWTemplateArchive
import PWTemplateLint

/// The files of the HTML fallback: a root `index.html` beside `native-config.json` is what SDKs
/// without native in-apps show (sdk-behaviour §2), so the files it loads are not dead weight.
/// Found by following the references of `index.html` and of the style sheets it loads
/// (`<link href>`, `@import`), to any depth, with a bound on the number of sheets.
enum HTMLFallback {
    /// Most style sheets followed from one `index.html`: each is read within the JSON size limit,
    /// so the work has a bound whatever the archive holds.
    static let maxStyleSheets = 64

    /// The names of the entries that `index.html` (at position `index` of `entries`) and its
    /// style sheets refer to, or `nil` when `index.html` cannot be read. `read` gives a file's
    /// bytes, or `nil` when it cannot be read within the limits (such a sheet is not followed).
    static func usedFiles(index: Int, in entries: [TemplateEntry], read: (Int) -> [UInt8]?) -> Set<String>? {
        guard let page = read(index) else { return nil }
        var files: [String: Int] = [:]
        for (position, entry) in entries.enumerated() where !entry.isDirectory { files[entry.name] = position }
        var used: Set<String> = []
        var sheets: [Int] = []
        func follow(_ references: [String], from entry: TemplateEntry) {
            for reference in references {
                guard let name = LocalReference.entryName(reference, from: entry.folder), used.insert(name).inserted else { continue }
                if name.lowercased().hasSuffix(".css"), let sheet = files[name], sheets.count < maxStyleSheets { sheets.append(sheet) }
            }
        }
        follow(ReferenceScanner.html(page), from: entries[index])
        var next = 0
        while next < sheets.count {
            let sheet = sheets[next]
            next += 1
            if let bytes = read(sheet) { follow(ReferenceScanner.css(bytes[...]), from: entries[sheet]) }
        }
        return used
    }
}
