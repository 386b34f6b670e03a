import PWTemplateSyntax
import PWTemplateSystem

/// The kinds of document pwtemplate knows, in the order they are asked. Discovery, `lint`,
/// `rules`, `explain`, `schema`, `new` and the language server go through a registry; tests
/// build one with a kind of their own.
public struct KindRegistry: Sendable {
    /// The kinds, asked in this order; the first is the default of a command given no kind.
    public let kinds: [any MessageKind]

    public init(_ kinds: [any MessageKind]) {
        precondition(!kinds.isEmpty, "a registry needs at least one kind")
        self.kinds = kinds
    }

    /// The kind with this id, if there is one.
    public func kind(withID id: String) -> (any MessageKind)? {
        kinds.first { $0.id == id }
    }

    /// The kind that reads a target: the one discovery named, else the first (an unreadable path).
    public func kind(of target: LintTarget) -> any MessageKind {
        kind(withID: target.kind) ?? kinds[0]
    }

    /// Reads and lints a target with the kind that owns it.
    public func lint(
        _ target: LintTarget, configuration: LintConfiguration, standardInput: () throws(FileSystemError) -> [UInt8]
    ) -> TemplateReport {
        kind(of: target).lint(target, configuration: configuration, standardInput: standardInput)
    }

    /// The rules of every kind, each once, in kind order (rules shared by kinds, such as the
    /// configuration's, where the first kind lists them).
    public var rules: [Rule] {
        var seen = Set<String>()
        return kinds.flatMap(\.rules).filter { seen.insert($0.id).inserted }
    }

    /// The options of every kind's rules, in kind order.
    public var ruleOptions: [RuleOption] {
        kinds.flatMap(\.ruleOptions)
    }

    /// The sections of `.pwtemplate.json` the kinds read, in kind order.
    public var settingsSections: [SettingsSection] {
        kinds.flatMap(\.settingsSections)
    }

    /// The options of `rule`.
    public func options(of rule: Rule) -> [RuleOption] {
        ruleOptions.filter { $0.rule == rule }
    }

    /// The rule with this id among ``rules``.
    public func rule(named id: String) -> Rule? {
        for kind in kinds {
            if let rule = kind.rules.first(where: { $0.id == id }) { return rule }
        }
        return nil
    }

    /// The JSON Schema `schema [<name>]` prints: the first kind's whole schema for `nil`, else
    /// that of the first kind with a part of that name.
    public func jsonSchema(named name: String?) -> JSONOutput? {
        guard let name else { return kinds[0].jsonSchema(named: nil) }
        return kinds.lazy.compactMap { $0.jsonSchema(named: name) }.first
    }

    /// Every name `schema <name>` takes, kind by kind.
    public var schemaNames: [String] {
        kinds.flatMap(\.schemaNames)
    }

    /// Every name `new` takes, kind by kind.
    public var scaffoldNames: [String] {
        kinds.flatMap(\.scaffoldNames)
    }

    /// The kind whose scaffold is called `name`.
    public func kind(ofScaffold name: String) -> (any MessageKind)? {
        kinds.first { $0.scaffoldNames.contains(name) }
    }

    /// The kind and entry of a file an editor opened, told by its name; `nil` for a file no
    /// kind's editor support reads.
    public func editorDocument(ofFileNamed name: String) -> (kind: any MessageKind, entry: EntryName)? {
        for kind in kinds {
            if let entry = kind.editorEntry(ofFileNamed: name) { return (kind, entry) }
        }
        return nil
    }

    /// Whether a file called `name` feeds a document or how it is checked: a file a kind finds
    /// in a scan (a ZIP, a message file) or whose editor it is (a template's
    /// `native-config.json` or `pushwoosh.json`), or a `.pwtemplate.json`. What `preview
    /// --serve` rebuilds on.
    public func feedsDocuments(fileNamed name: String) -> Bool {
        name == ConfigFile.fileName
            || kinds.contains { $0.scannedSource(ofFileNamed: name) != nil || $0.editorEntry(ofFileNamed: name) != nil }
    }

    /// What a path given on the command line may name, every kind's accepted paths together.
    var acceptedPaths: String {
        "expected " + kinds.map(\.acceptedPaths).joined(separator: "; or ")
    }

    /// What a folder scan looks for, every kind's together.
    public var scanDescription: String {
        kinds.map(\.scanDescription).joined(separator: ", ")
    }
}
