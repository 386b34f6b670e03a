import PWTemplateSystem

/// Every file of a preview: a page per template and, for several templates, the gallery
/// `index.html`. What `preview` writes to its folder and `preview --serve` serves.
public struct PreviewSite: Sendable {
    /// One file of the site.
    public struct File: Sendable {
        /// The file name, e.g. `sheet-coffee-rewards.html`: no folder, safe in a URL.
        public let name: String
        /// The template the page shows, as reports name it; `nil` for the gallery.
        public let template: String?
        public let bytes: [UInt8]
    }

    /// The gallery's file name.
    public static let indexName = "index.html"

    /// The template pages in the order of `documents`, then the gallery, if any.
    public let files: [File]

    /// The site of `documents`, its pages inlining `assets`; `gallery` adds `index.html` (and a
    /// link back to it on each page). `cache` may hold a document's page and gallery card from
    /// an earlier build.
    public init(_ documents: [PreviewDocument], gallery: Bool, assets: PreviewPageAssets, cache: (any PreviewPieceCache)? = nil) {
        let paths = documents.map(\.name)
        let names = cache?.pageNames(for: paths) { Self.pageNames(for: paths) } ?? Self.pageNames(for: paths)
        var files = zip(documents, names).map { document, name in
            let draw = { Array(PreviewPage.html(document, gallery: gallery ? Self.indexName : nil, assets: assets).utf8) }
            return File(name: name, template: document.name, bytes: cache?.page(of: document, gallery: gallery, draw: draw) ?? draw())
        }
        if gallery {
            let cards = zip(documents, names).map { document, name in
                let draw = { PreviewGallery.card(document, page: name) }
                return cache?.card(of: document, pageName: name, draw: draw) ?? draw()
            }
            files.append(File(name: Self.indexName, template: nil, bytes: Array(PreviewGallery.html(cards: cards, style: assets.style).utf8)))
        }
        self.files = files
    }

    /// The bytes of the file called `name`, if the site has one.
    public subscript(name: String) -> [UInt8]? {
        files.first { $0.name == name }?.bytes
    }

    /// The page name of each template path: its last component without `.zip` or `.json`
    /// (the current folder's template is `template`), characters other than letters, digits,
    /// `.`, `-` and `_` replaced by `-`, then `.html`; a name taken already (or `index`) gets
    /// `-2`, `-3`… in input order.
    public static func pageNames(for paths: [String]) -> [String] {
        var taken: Set<String> = ["index"]
        return paths.map { path in
            let base = baseName(of: path)
            var name = base
            var number = 2
            while taken.contains(name.lowercased()) {
                name = "\(base)-\(number)"
                number += 1
            }
            taken.insert(name.lowercased())
            return name + ".html"
        }
    }

    private static func baseName(of path: String) -> String {
        // A path of slashes alone names nothing.
        var last = FilePath.name(of: path)
        if last.hasPrefix("/") { last = "" }
        for suffix in [".zip", ".json"] where last.lowercased().hasSuffix(suffix) && last.count > suffix.count {
            last = String(last.dropLast(suffix.count))
        }
        let safe = String(last.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "-" })
        return safe.isEmpty || safe.allSatisfy({ $0 == "." }) || path == "<stdin>" ? "template" : safe
    }
}

/// What a site keeps between builds (`preview --serve`): the page names, a document's page and
/// its gallery card, given how to make each.
public protocol PreviewPieceCache {
    /// The page names of `paths` (``PreviewSite/pageNames(for:)``), as kept or made.
    func pageNames(for paths: [String], make: () -> [String]) -> [String]
    /// The page of `document` (linking back to a gallery when `gallery`), as kept or drawn.
    func page(of document: PreviewDocument, gallery: Bool, draw: () -> [UInt8]) -> [UInt8]
    /// The gallery card of `document`, whose page is `pageName`, as kept or drawn.
    func card(of document: PreviewDocument, pageName: String, draw: () -> String) -> String
}
