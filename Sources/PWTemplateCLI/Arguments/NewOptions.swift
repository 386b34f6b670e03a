import PWTemplateLint

/// The options of `new`: list the display types, or create a template.
public enum NewOptions: Sendable, Equatable {
    /// `--list`.
    case list
    case create(NewTemplateOptions)

    /// Reads bound `new` arguments: a scaffold of one of the `kinds` (a display type) is needed
    /// unless `--list` is given.
    init(_ parsed: ParsedArguments, kinds: KindRegistry = .standard) throws(ArgumentError) {
        let positionals = parsed.positionals
        if parsed.isSet(.listTypes) {
            if let extra = positionals.first { throw .unexpectedArgument(extra) }
            self = .list
            return
        }
        guard let name = positionals.first, kinds.scaffoldNames.contains(name) else {
            throw .missingArgument(CommandSpec.new.arguments[0].placeholder)
        }
        var languages: ScaffoldLanguages?
        if let list = parsed.values(of: .languages).first {
            do {
                languages = try ScaffoldLanguages(parsing: list)
            } catch {
                throw .invalidLanguages(error)
            }
        }
        let fileSuffix = kinds.kind(ofScaffold: name)?.scaffoldFileSuffix
        if let fileSuffix {
            // A one-file kind's scaffold is that file: no archive, no translations file.
            let given = [(OptionSpec.zipOutput, parsed.isSet(.zipOutput)), (.languages, languages != nil)]
            if let option = given.first(where: \.1)?.0 {
                throw .conflictingOptions("--" + option.longName, name, reason: "'\(name)' writes one \(fileSuffix) file")
            }
        }
        self = .create(NewTemplateOptions(
            request: ScaffoldRequest(name: name, isMinimal: parsed.isSet(.minimal), languages: languages),
            directory: positionals.count > 1 ? positionals[1] : name,
            zip: parsed.isSet(.zipOutput),
            force: parsed.isSet(.forceOverwrite),
            fileSuffix: fileSuffix
        ))
    }
}

/// How `new` creates a template: what goes in it and where it goes.
public struct NewTemplateOptions: Sendable, Equatable {
    public var request: ScaffoldRequest
    /// The folder as given (the scaffold's name by default); with `zip`, the archive's name.
    public var directory: String
    /// Write `<directory>.zip` instead of a folder.
    public var zip: Bool
    /// Write over existing template files.
    public var force: Bool
    /// How the one file of a one-file kind's scaffold is named (``MessageKind/scaffoldFileSuffix``):
    /// the file is `<directory>` with it added; `nil` for a folder or an archive.
    public var fileSuffix: String?

    public init(request: ScaffoldRequest, directory: String, zip: Bool = false, force: Bool = false, fileSuffix: String? = nil) {
        self.request = request
        self.directory = directory
        self.zip = zip
        self.force = force
        self.fileSuffix = fileSuffix
    }

    /// The target as messages show it: the folder without trailing slashes, the archive with
    /// `.zip` added unless it is already there, or the one file with the kind's suffix added
    /// unless it is already there.
    public var displayPath: String {
        var path = directory
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        if let fileSuffix { return path.lowercased().hasSuffix(fileSuffix) ? path : path + fileSuffix }
        return zip && !path.hasSuffix(".zip") ? path + ".zip" : path
    }
}
