import PWTemplateLint
import PWTemplateSyntax

/// One template as pwtemplate understands it, built once and shared by `lint`, `resolve`,
/// `l10n`, `pack` and whatever else reads a template: what was read (an archive, a folder, or
/// texts in memory), each JSON file parsed once with its source text, the one model of
/// `pushwoosh.json`, the placeholder strings of `native-config.json` found in one walk, and the
/// language variants they resolve to. Immutable, and a class: every stage and check holds it.
public final class Template: Sendable {
    /// The template's path as reports name it.
    public let path: String
    /// How entries are named: `path!/entry` for an archive, `path/entry` for a folder.
    public let kind: TemplateReport.Kind
    /// What the archive or folder layer read, with its findings about the container.
    public let contents: TemplateContents
    /// `native-config.json`, parsed; `nil` when the template has none that could be read.
    public let nativeConfig: JSONDocument?
    /// `pushwoosh.json`, parsed; `nil` when the template has none that could be read.
    public let pushwoosh: JSONDocument?
    /// The model of `pushwoosh.json`, when it parsed to a JSON value.
    public let localization: LocalizationFile?
    /// The string values of `native-config.json` that may hold a placeholder, in document order,
    /// with their text-position flags: the only values that differ between language variants.
    let placeholderStrings: [LocatedString]
    /// Every way a device resolves the placeholders, on every platform (see ``variants(for:)``).
    private let allVariants: [LanguageVariant]

    /// The template that the archive or folder layer read as `contents`; `parsedDocument`
    /// is `contents.nativeConfig` already parsed (a bare native config discovery read).
    public init(_ contents: TemplateContents, path: String, kind: TemplateReport.Kind, parsedDocument: JSONDocument? = nil) {
        self.path = path
        self.kind = kind
        self.contents = contents
        pushwoosh = contents.pushwoosh.map { JSONParser.parse($0) }
        localization = pushwoosh?.cursor.map(LocalizationFile.init(root:))
        let config = parsedDocument ?? contents.nativeConfig.map { JSONParser.parse($0) }
        nativeConfig = config
        if let config, let root = config.cursor {
            placeholderStrings = LocatedString.all(
                in: root, text: config.text, textPositions: TextPositions(root: root), where: PlaceholderResolver.mayHavePlaceholders)
        } else {
            placeholderStrings = []
        }
        allVariants = placeholderStrings.isEmpty ? [] : LanguageVariant.all(of: localization, platforms: Platform.allCases)
    }

    /// A template held in memory, e.g. an editor's unsaved buffers: the text of
    /// `native-config.json` and, optionally, of `pushwoosh.json`, reported as the folder `path`.
    public convenience init(nativeConfig: [UInt8], pushwoosh: [UInt8]? = nil, path: String) {
        self.init(TemplateContents(nativeConfig: nativeConfig, pushwoosh: pushwoosh), path: path, kind: .folder)
    }

    /// The `displayType` string of `native-config.json`, when it has one.
    public var displayType: String? {
        nativeConfig?.cursor?["displayType"]?.string
    }

    /// The language variants to prove on the targeted platforms: each section of
    /// `pushwoosh.json` and the key-missing case, platform by platform in the order of
    /// `targets`. Empty when no string of
    /// `native-config.json` may hold a placeholder (the template is checked as written).
    func variants(for targets: TargetSelection) -> [LanguageVariant] {
        targets.targets.flatMap { target in allVariants.filter { $0.platform == target.platform } }
    }

    /// How reports name an entry of the template: `promo.zip!/native-config.json`,
    /// `promo/native-config.json`, plain `native-config.json` for the current folder, and
    /// `promo.json` for a native config under that name.
    public func displayPath(ofEntry entry: EntryName?) -> String {
        TemplateReport(path: path, kind: kind).displayPath(ofEntry: entry)
    }
}
