import PWTemplateLint
import PWTemplateSyntax

/// The `dark` overlay merged onto the light block exactly as the SDKs do it (§7 of the SDK notes):
/// the leaves `background`, `color`, `image`, `poster` and `fallback` are copied in whole (a
/// gradient array replaces the light one), nested objects merge recursively, `buttons` and
/// `items` merge by position, and everything else in `dark`, `null` included, is ignored (an
/// info, `dark-key-ignored`, names each such key).
package struct DarkOverlayMerge {
    /// The merged block, without `dark`, on a tape of its own. Values taken from the light block
    /// keep their ranges; values copied from `dark` keep the ranges of the `dark` text.
    package let block: JSONCursor
    /// For every value copied from `dark`: the light object it lands in, its key, and the value
    /// in `dark` (pointers are worked out only for a finding).
    let origins: [Origin]

    struct Origin {
        let light: JSONCursor
        let key: String
        let dark: JSONCursor
    }
    /// A `dark-key-ignored` info for each key of `dark` the merge does not use.
    let ignored: [Diagnostic]

    /// Why the overlay cannot be merged: what the SDKs see before they fall back to the light variant.
    package enum Outcome {
        /// No `dark`, or `"dark": null`.
        case absent
        /// A structurally broken overlay, with a finding for each problem pwtemplate can name
        /// (none when the light block itself is malformed: the schema reports that).
        case broken([Diagnostic])
        case merged(DarkOverlayMerge)
    }

    private static let leafKeys: Set<String> = ["background", "color", "image", "poster", "fallback"]
    private static let positionalKeys: Set<String> = ["buttons", "items"]

    /// Merges the `dark` overlay of `document`'s content block.
    package static func merge(_ document: ConfigDocument) -> Outcome {
        let light = LocatedNode(node: document.block)
        guard let dark = light["dark"] else { return .absent }
        var merger = Merger(document: document)
        guard dark.isObject else {
            merger.report(dark, "`dark` is \(DesignText.article(dark.node.typeName)), not an object",
                          hint: "make `dark` an object of the visual keys to change: background, color, image, poster, fallback")
            return .broken(merger.problems)
        }
        let merged = merger.mergeObject(light: light, dark: dark, dropping: "dark")
        guard !merger.isBroken else { return .broken(merger.problems) }
        var assembly = JSONTapeAssembly(of: document.block.tape)
        merged.write(into: &assembly)
        let block = JSONCursor(tape: assembly.tape())
        return .merged(DarkOverlayMerge(block: block, origins: merger.origins, ignored: merger.ignored))
    }

    /// The pointer inside `dark` of a value at `pointer` in the merged block (or inside such a
    /// value), or `nil` when it comes from the light block.
    package func darkPointer(for pointer: String) -> String? {
        for origin in origins {
            let merged = origin.light.pointer(of: origin.key)
            if pointer == merged || pointer.hasPrefix(merged + "/") { return origin.dark.pointer + pointer.dropFirst(merged.count) }
        }
        return nil
    }

    /// The walk over light and dark, collecting problems and origins.
    private struct Merger {
        let document: ConfigDocument
        var problems: [Diagnostic] = []
        var isBroken = false
        var origins: [Origin] = []
        var ignored: [Diagnostic] = []

        mutating func report(_ node: LocatedNode, _ problem: String, hint: String) {
            isBroken = true
            problems.append(document.finding(
                .darkVariantInvalid, at: node.node, pointer: node.pointer,
                message: problem + "; the SDKs ignore the whole overlay and silently show the light variant in dark mode",
                hint: hint))
        }

        /// `light` with the members of `dark` merged in, both objects; members named `dropping`
        /// are left out.
        mutating func mergeObject(light: LocatedNode, dark: LocatedNode, dropping: String? = nil) -> MergedValue {
            guard let members = light.node.members, let darkMembers = dark.node.members else { return .copy(light.node) }
            var merge = MergedObject(light: light.node, members: members, dropping: dropping)
            // Duplicate keys: the SDKs keep the last one.
            for (index, darkMember) in darkMembers.enumerated()
            where !darkMembers[(index + 1)...].contains(where: { $0.key == darkMember.key }) {
                let key = darkMember.key
                let lightValue = light[key]
                guard key != "dark", let darkValue = dark[key] else {
                    ignore(darkMember, in: dark, because: key == "dark" ? "the overlay does not nest"
                        : "null never removes a light value")
                    continue
                }
                let lightIndex = members.lastIndex { $0.key == key }
                let value: MergedValue?
                if DarkOverlayMerge.positionalKeys.contains(key) {
                    value = mergeList(light: lightValue, dark: darkValue, key: key)
                } else if let lightValue, lightValue.isObject, lightIndex != nil {
                    guard darkValue.isObject else {
                        ignore(darkMember, in: dark, because: "it is \(DesignText.article(darkValue.node.typeName)), "
                            + "but the light `\(key)` is an object, which only an object merges onto")
                        continue
                    }
                    value = mergeObject(light: lightValue, dark: darkValue)
                } else if DarkOverlayMerge.leafKeys.contains(key) {
                    origins.append(Origin(light: light.node, key: key, dark: darkValue.node))
                    value = .copy(darkValue.node)
                } else {
                    value = nil
                    ignore(darkMember, in: dark, because: darkValue.isObject && lightValue == nil
                        ? "the light block has no `\(key)` object to merge it onto"
                        : "the overlay copies only the visual keys background, color, image, poster and fallback")
                }
                guard let value else { continue }
                if let lightIndex {
                    merge.replaced[lightIndex] = value
                } else {
                    merge.added.append(MergedObject.Added(member: darkMember, value: value))
                }
            }
            return .object(merge)
        }

        /// Notes a key of `dark` the merge does not use.
        mutating func ignore(_ member: JSONCursor.Member, in dark: LocatedNode, because reason: String) {
            let pointer = dark.node.pointer(of: member.key)
            let name = DesignText.darkLabel(pointer, blockPointer: document.blockPointer)
            ignored.append(document.finding(
                .darkKeyIgnored, atKeyOf: member, pointer: pointer,
                message: "`\(name)` is ignored in dark mode: \(reason)",
                hint: "remove it from `dark`; dark mode shows the light value"))
        }

        /// `buttons` or `items` merged by position; `nil` when the overlay is broken there.
        private mutating func mergeList(light: LocatedNode?, dark: LocatedNode, key: String) -> MergedValue? {
            var name: String { DesignText.darkLabel(dark.pointer, blockPointer: document.blockPointer) }
            guard let darkElements = dark.elements else {
                report(dark, "`\(name)` is \(DesignText.article(dark.node.typeName)), not an array",
                       hint: "write `\(key)` in `dark` as an array with one object per light entry")
                return nil
            }
            var elementsAreObjects = true
            for element in darkElements where !element.isObject {
                elementsAreObjects = false
                report(element, "`\(DesignText.darkLabel(element.pointer, blockPointer: document.blockPointer))` is "
                    + "\(DesignText.article(element.node.typeName)), not an object",
                       hint: "use `{}` for an entry that keeps its light look")
            }
            guard let light else {
                report(dark, "`\(name)` has no light `\(key)` to merge onto",
                       hint: "remove `\(key)` from `dark`: the light block has none")
                return nil
            }
            guard let lightElements = light.elements, lightElements.allSatisfy(\.isObject) else {
                isBroken = true  // a malformed light list: the schema reports it
                return nil
            }
            guard elementsAreObjects else { return nil }
            guard darkElements.count == lightElements.count else {
                report(dark, "`\(name)` has \(DesignText.count(darkElements.count, "entry", "entries")) but the light "
                    + "`\(key)` has \(lightElements.count); the SDKs merge them by position and need equal lengths",
                       hint: "give `\(name)` one object per light entry, `{}` for those that keep their light look")
                return nil
            }
            return .list(light.node, zip(lightElements, darkElements).map { mergeObject(light: $0, dark: $1) })
        }
    }
}

/// What the merged block is made of, decided before any record is written: values copied
/// whole from the tape, and the objects and lists the overlay merges into.
private indirect enum MergedValue {
    case copy(JSONCursor)
    case object(MergedObject)
    /// A list merged by position: its light value and the merged object of each element.
    case list(JSONCursor, [MergedValue])

    /// Writes the value's records.
    func write(into assembly: inout JSONTapeAssembly) {
        switch self {
        case .copy(let value):
            assembly.copy(value)
        case .object(let merge):
            assembly.openObject(like: merge.light)
            for (index, member) in merge.members.enumerated() where member.key != merge.dropping {
                assembly.name(of: member)
                if let value = merge.replaced[index] { value.write(into: &assembly) } else { assembly.copy(member.value) }
            }
            for added in merge.added {
                assembly.name(of: added.member)
                added.value.write(into: &assembly)
            }
            assembly.close()
        case .list(let light, let elements):
            assembly.openArray(like: light)
            for element in elements { element.write(into: &assembly) }
            assembly.close()
        }
    }
}

/// A light object with the overlay merged in: its members in order, some values replaced, the
/// keys only `dark` has after them.
private struct MergedObject {
    struct Added {
        let member: JSONCursor.Member
        let value: MergedValue
    }

    let light: JSONCursor
    let members: [JSONCursor.Member]
    /// Members of this name are left out (`dark` in the block).
    let dropping: String?
    /// By member index: the value merged in instead of the light one.
    var replaced: [MergedValue?]
    var added: [Added] = []

    init(light: JSONCursor, members: [JSONCursor.Member], dropping: String?) {
        self.light = light
        self.members = members
        self.dropping = dropping
        replaced = Array(repeating: nil, count: members.count)
    }
}
