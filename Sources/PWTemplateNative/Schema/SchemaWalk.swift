import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax

/// One pass over a document against the schema data, collecting every finding.
struct SchemaWalk {
    let document: ConfigDocument
    private(set) var findings: [Diagnostic] = []
    /// Where the walk started.
    private let start: FieldLocation
    /// The steps from `start` down to the value being checked. The walk pushes and pops them as
    /// it goes, so visiting a value allocates nothing; a location is built only for a finding.
    private var path: [FieldLocation.Step] = []

    /// A walk from the value at `start`.
    init(document: ConfigDocument, start: FieldLocation) {
        self.document = document
        self.start = start
    }

    /// Where the value being checked is.
    private var location: FieldLocation {
        path.reduce(start) { $0.appending($1) }
    }

    /// Root keys beside `displayType`, the envelope and the content block.
    mutating func checkRoot(_ root: JSONCursor) {
        guard let members = root.members else { return }
        let typeKey = document.displayType.rawValue
        let known = [NativeConfigSchema.displayType.name] + NativeConfigSchema.envelope.map(\.name) + [typeKey]
        for member in Self.lastOfEach(members, of: root) where !known.contains(member.key) {
            path.append(.member(member.key))
            defer { path.removeLast() }
            if let other = DisplayType(rawValue: member.key) {
                report(.ignoredField, range: member.keyRange,
                       "the \(other.rawValue) block is ignored: displayType is \(typeKey), so only the \(typeKey) block is read",
                       hint: "remove it, or set displayType to \"\(other.rawValue)\" and remove the \(typeKey) block")
            } else {
                reportUnknown(member, candidates: known, owner: "the root object", in: root)
            }
        }
    }

    /// An object of `block`: required fields, every member, and the block's constraints. Each
    /// member's field is looked up once, by name, and the missing fields are found by index.
    mutating func checkObject(_ node: JSONCursor, as block: BlockSchema) {
        guard let allMembers = node.members else {
            return mismatch(node, expected: .block(block), rule: block.structuralRule ?? .typeMismatch)
        }
        let members = Self.lastOfEach(allMembers, of: node)
        let fields = members.map { block.fieldIndex(named: $0.key) }
        let nearMisses = checkMissing(in: node, members: members, fields: fields, as: block)
        for (member, field) in zip(members, fields) where nearMisses.isEmpty || !nearMisses.contains(member.key) {
            path.append(.member(member.key))
            check(member, field: field, of: node, as: block)
            path.removeLast()
        }
        checkConstraints(of: block, in: node)
    }

    /// One member of an object of `block`, against its field (the index of the field named as
    /// the member, `nil` when none is).
    private mutating func check(_ member: JSONCursor.Member, field index: Int?, of node: JSONCursor, as block: BlockSchema) {
        guard let index else {
            let absent = block.fields.filter { node[$0.name] == nil && !$0.isIgnored }.map(\.name)
            return reportUnknown(member, candidates: absent, owner: block.name, in: node)
        }
        let field = block.fields[index]
        guard let presence = presence(of: field, in: node, block: block) else { return }
        if case .null = member.value.value {
            if presence == .required {
                report(block.structuralRule ?? .requiredField, range: member.value.byteRange,
                       "\(location.label) is null, but it is required", hint: "set it, e.g. \"\(field.name)\": \(field.kind.sample)")
            }
        } else if case .ignored(let reason, let hint) = presence {
            report(.ignoredField, range: member.keyRange, "\(location.label) is ignored: \(reason)", hint: hint)
        } else {
            check(member.value, as: field.kind, in: node, structural: block.structuralRule, isRequired: presence == .required)
        }
    }

    /// Reports required fields without a key (`fields` holds each member's field index); a
    /// misspelt key standing for one is the finding's place. Returns the keys so used (nearly
    /// always none).
    private mutating func checkMissing(
        in node: JSONCursor, members: [JSONCursor.Member], fields: [Int?], as block: BlockSchema
    ) -> [String] {
        var used: [String] = []
        // By index: a field is copied only when it is missing.
        for index in block.fields.indices where !fields.contains(index) {
            let field = block.fields[index]
            guard presence(of: field, in: node, block: block) == .required else { continue }
            let names = block.fields.map(\.name)
            let unknown = zip(members, fields).filter { $0.1 == nil }.map(\.0)
            path.append(.member(field.name))
            defer { path.removeLast() }
            let rule = block.structuralRule ?? .requiredField
            let message = "\(location.label) is required but missing"
            if let nearMiss = unknown.first(where: { !used.contains($0.key) && Self.suggestion(for: $0.key, among: names) == field.name }) {
                used.append(nearMiss.key)
                let caseOnly = nearMiss.key.lowercased() == field.name.lowercased()
                report(rule, range: nearMiss.keyRange, "\(message); found \"\(nearMiss.key)\"",
                       hint: "rename \"\(nearMiss.key)\" to \"\(field.name)\"" + (caseOnly ? " (keys are case-sensitive)" : ""),
                       fix: .renaming(nearMiss, to: field.name, applicability: caseOnly ? .safe : .unsafe))
            } else {
                report(rule, range: node.byteRange, message, hint: "add \"\(field.name)\": \(field.kind.sample)")
            }
        }
        return used
    }

    /// How `field` counts in `object`: its own presence, or for a conditional field the presence
    /// its condition gives; `nil` when the condition cannot be decided (its key is itself wrong).
    private func presence(of field: FieldSchema, in object: JSONCursor, block: BlockSchema) -> FieldSchema.Presence? {
        guard let condition = block.condition(of: field.name) else { return field.presence }
        guard case .string(let actual)? = object[condition.key]?.value,
              case .enumeration(let values)? = block.field(condition.key)?.kind else { return nil }
        let value = actual.lowercased()
        guard values.contains(value) else { return nil }
        if value == condition.value { return .required }
        return .ignored(reason: "a \(condition.key) \"\(actual)\" never reads \(field.name)",
                        hint: "remove it, or set \(condition.key) to \"\(condition.value)\"")
    }

    private mutating func checkConstraints(of block: BlockSchema, in node: JSONCursor) {
        for case .anyOf(let names, let rule) in block.constraints {
            let present = names.contains { name in
                switch node[name]?.value {
                case .none, .null?: false
                case .string(let text)?: !text.isEmpty
                default: true
                }
            }
            if !present {
                let listed = names.map { "\"\($0)\"" }.joined(separator: " or ")
                report(rule, range: node.byteRange, "\(location.label) has no \(listed): there is nothing to award",
                       hint: "add a title, e.g. \"title\": \(BlockSchema.text.sample), or a non-empty code")
            }
        }
    }

    /// One value against its kind; `isRequired` when its field is (a required URL that iOS cannot
    /// parse rejects the template, an optional one is dropped).
    private mutating func check(_ node: JSONCursor, as kind: ValueKind, in parent: JSONCursor, structural: Rule?, isRequired: Bool = false) {
        switch kind {
        case .boolean:
            if case .bool = node.value { return }
            mismatch(node, expected: kind, rule: structural ?? .typeMismatch, fix: TypeWording.booleanFix(for: node))
        case .number(let rules):
            guard case .number(let text) = node.value else {
                let fix = TypeWording.numberFix(for: node) { NumberCheck.problems($0, rules: rules, siblings: parent).isEmpty }
                return mismatch(node, expected: kind, rule: structural ?? .typeMismatch, fix: fix)
            }
            for problem in NumberCheck.problems(text, rules: rules, siblings: parent) { report(problem, at: node) }
        case .text:
            _ = string(node, as: kind, structural: structural)
        case .color:
            if let value = string(node, as: kind, structural: structural), let problem = ColorCheck.problem(with: value) {
                report(problem, at: node)
            }
        case .mediaURL:
            guard let value = string(node, as: kind, structural: structural) else { return }
            for problem in URLCheck.mediaProblems(value, isRequired: isRequired, targets: document.configuration.targets) {
                report(problem, at: node)
            }
        case .actionURL:
            guard let value = string(node, as: kind, structural: structural) else { return }
            let problems = URLCheck.actionProblems(value, targets: document.configuration.targets)
            for problem in problems { report(problem, at: node) }
            if problems.isEmpty, let problem = DeeplinkCheck.problem(value, app: document.configuration.app) { report(problem, at: node) }
        case .enumeration(let values):
            guard let value = string(node, as: kind, structural: structural), !values.contains(value.lowercased()) else { return }
            let trimmed = String(value.trimmingWhitespace).lowercased()
            let suggestion = Self.suggestion(for: trimmed, among: values)
            // Only whitespace around a value: certain; a near miss: one reading.
            let fix = suggestion.map {
                $0 == trimmed ? ValueFix.string($0, "remove the whitespace", .safe) : ValueFix.string($0, "write the value meant", .unsafe)
            }
            report(structural ?? .invalidEnum, range: node.byteRange,
                   "\(location.label) is \(Quote.string(value)); expected one of \(values.joined(separator: ", "))",
                   hint: suggestion.map { "did you mean \"\($0)\"?" }, fix: valueFix(fix, at: node))
        case .block(let block):
            checkObject(node, as: block)
        case .list(let rules):
            checkList(node, rules, structural: structural)
        case .colorOrGradient:
            switch node.value {
            case .string: check(node, as: .color, in: parent, structural: structural)
            case .array: checkList(node, ListRules(of: .color, minimumCount: 1), structural: structural)
            default: mismatch(node, expected: kind, rule: structural ?? .typeMismatch)
            }
        case .rewardCode:
            if case .string = node.value { return }
            mismatch(node, expected: kind, rule: structural ?? .typeMismatch)
        case .unchecked:
            return
        }
    }

    private mutating func checkList(_ node: JSONCursor, _ rules: ListRules, structural: Rule?) {
        guard let elements = node.elements else {
            return mismatch(node, expected: .list(rules), rule: structural ?? .typeMismatch)
        }
        if elements.count < rules.minimumCount || elements.count > (rules.maximumCount ?? .max) {
            let count = elements.isEmpty ? "is empty" : "has \(elements.count) element\(elements.count == 1 ? "" : "s")"
            report(rules.countRule, range: node.byteRange, "\(location.label) \(count); it needs \(rules.countDescription)")
        }
        for (index, element) in elements.enumerated() {
            path.append(.element(index))
            check(element, as: rules.element, in: node, structural: structural)
            path.removeLast()
        }
    }

    /// The string value of `node`, when it is a non-empty string; else reports why not.
    private mutating func string(_ node: JSONCursor, as kind: ValueKind, structural: Rule?) -> String? {
        guard case .string(let value) = node.value else {
            mismatch(node, expected: kind, rule: structural ?? .typeMismatch)
            return nil
        }
        guard value.isEmpty else { return value }
        report(structural ?? .emptyString, range: node.byteRange, "\(location.label) is an empty string",
               hint: "the SDKs reject empty strings; write a value such as \(kind.sample)")
        return nil
    }

    private mutating func mismatch(_ node: JSONCursor, expected kind: ValueKind, rule: Rule, fix: ValueFix? = nil) {
        report(rule, range: node.byteRange, "\(location.label) must be \(TypeWording.expectation(kind)), not \(TypeWording.found(node))",
               hint: TypeWording.hint(for: node, expected: kind), fix: valueFix(fix, at: node))
    }

    /// A key of `object` that is no field; renaming it to the one candidate it likely misspells
    /// is an unsafe fix when `object` has no such key yet.
    private mutating func reportUnknown(_ member: JSONCursor.Member, candidates: [String], owner: String, in object: JSONCursor) {
        let suggestion = Self.suggestion(for: member.key, among: candidates)
        report(.unknownField, range: member.keyRange, "\(location.label) is not a field of \(owner); the SDKs ignore it",
               hint: suggestion.map { "did you mean \"\($0)\"?" },
               fix: suggestion.flatMap { object[$0] == nil ? .renaming(member, to: $0, applicability: .unsafe) : nil })
    }

    private mutating func report(_ problem: ValueProblem, at node: JSONCursor) {
        report(problem.rule, range: node.byteRange, location.label + " " + problem.message,
               hint: problem.hint, platform: problem.platform, fix: valueFix(problem.fix, at: node))
    }

    /// The fix that writes `fix`'s value over `node` in `native-config.json`.
    private func valueFix(_ fix: ValueFix?, at node: JSONCursor) -> Fix? {
        fix?.fix(replacing: node.byteRange, in: document.text.bytes, of: .nativeConfig)
    }

    /// Adds a finding at the value being checked, unless it concerns a platform that is not targeted.
    private mutating func report(
        _ rule: Rule, range: Range<Int>, _ message: String,
        hint: String? = nil, platform: Platform? = nil, fix: Fix? = nil
    ) {
        if let platform, !document.configuration.targets.includes(platform) { return }
        findings.append(Diagnostic(
            rule: rule, message: message, hint: hint, pointer: location.pointer,
            range: SourceRange(bytes: range), platform: platform, fix: fix))
    }

    /// The candidate `key` most likely misspells: a case-insensitive match, else the nearest.
    static func suggestion(for key: String, among candidates: [String]) -> String? {
        candidates.first { $0.lowercased() == key.lowercased() } ?? EditDistance.closest(to: key, among: candidates)
    }

    /// The members of `object` the SDKs read: the last of each key.
    static func lastOfEach(_ members: [JSONCursor.Member], of object: JSONCursor) -> [JSONCursor.Member] {
        // Keys are nearly always distinct, and the tape says so; an object it does not know of is
        // checked here: on a small object, pairwise is cheaper than a set.
        if object.hasDistinctNames || members.count <= 16 && members.indices.allSatisfy({ index in
            !members[(index + 1)...].contains { $0.key == members[index].key }
        }) {
            return members
        }
        var seen: Set<String> = []
        return members.reversed().filter { seen.insert($0.key).inserted }.reversed()
    }
}
