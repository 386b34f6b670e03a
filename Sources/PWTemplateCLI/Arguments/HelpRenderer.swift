/// Help and usage text generated from command specs, in swift-argument-parser's layout:
/// labels indented 2, text from column 26, lines wrapped at 80. Pure: no terminal lookup.
enum HelpRenderer {
    static let width = 80
    static let labelColumnWidth = 26
    private static let indent = "  "

    /// The full help of the command at `path`, ending in a newline.
    static func help(for path: CommandPath) -> String {
        let command = path.command
        var blocks = [TextWrapper.lines("OVERVIEW: " + command.abstract, width: width).joined(separator: "\n")]
        if let discussion = command.discussion {
            blocks.append(paragraphs(discussion))
        }
        blocks.append("USAGE: " + usage(of: path))
        blocks += (standardSections(of: command) + command.sections)
            .filter { !$0.rows.isEmpty }
            .map(render)
        if !command.subcommands.isEmpty {
            blocks.append(indent + "See '\(path.names[0]) help <subcommand>' for detailed help.")
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// The one-line usage (`pwtemplate lint [<options>] [<path> ...]`).
    static func usage(of path: CommandPath) -> String {
        let command = path.command
        if !command.subcommands.isEmpty {
            return path.fullName + " <subcommand>"
        }
        var parts = [path.fullName]
        if command.visibleOptions.contains(where: { $0 != .help }) {
            parts.append("[<options>]")
        }
        parts += command.arguments.map { argument in
            let word = argument.placeholder + (argument.isRepeating ? " ..." : "")
            return argument.isRequired ? word : "[\(word)]"
        }
        return parts.joined(separator: " ")
    }

    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n\n", omittingEmptySubsequences: true)
            .map { TextWrapper.lines(String($0), width: width).joined(separator: "\n") }
            .joined(separator: "\n\n")
    }

    private static func standardSections(of command: CommandSpec) -> [HelpSection] {
        [
            HelpSection(title: "ARGUMENTS", rows: command.arguments.map { argument in
                HelpSection.Row(
                    label: argument.placeholder,
                    text: argument.help
                        + details(allowedValues: argument.allowedValues, defaultValue: argument.defaultDescription)
                )
            }),
            HelpSection(title: "OPTIONS", rows: command.visibleOptions.map { option in
                HelpSection.Row(
                    label: label(of: option),
                    text: option.help + details(allowedValues: option.allowedValues, defaultValue: option.defaultValue)
                )
            }),
            HelpSection(title: "SUBCOMMANDS", rows: command.subcommands.map { subcommand in
                let names = ([subcommand.name] + subcommand.aliases).joined(separator: ", ")
                return HelpSection.Row(
                    label: names + (subcommand.isDefault ? " (default)" : ""),
                    text: subcommand.abstract
                )
            }),
        ]
    }

    /// `-h, --help` or `--format <format>`.
    private static func label(of option: OptionSpec) -> String {
        let short = option.shortName.map { "-\($0), " } ?? ""
        let value = option.valueName.map { " <\($0)>" } ?? ""
        return short + option.longSpelling + value
    }

    /// ` (values: text, json; default: text)`, or as much of it as applies.
    private static func details(allowedValues: [String], defaultValue: String?) -> String {
        var details: [String] = []
        if !allowedValues.isEmpty {
            details.append("values: " + allowedValues.joined(separator: ", "))
        }
        if let defaultValue {
            details.append("default: " + defaultValue)
        }
        return details.isEmpty ? "" : " (\(details.joined(separator: "; ")))"
    }

    private static func render(_ section: HelpSection) -> String {
        ([section.title + ":"] + section.rows.flatMap(render)).joined(separator: "\n")
    }

    /// The label, then the text from column 26; a label too wide for the column gets its own line.
    private static func render(_ row: HelpSection.Row) -> [String] {
        let label = indent + row.label
        let textIndent = String(repeating: " ", count: labelColumnWidth)
        let text = TextWrapper.lines(row.text, width: width - labelColumnWidth)
        guard let first = text.first else { return [label] }
        let rest = text.dropFirst().map { textIndent + $0 }
        if label.count < labelColumnWidth {
            let padding = String(repeating: " ", count: labelColumnWidth - label.count)
            return [label + padding + first] + rest
        }
        return [label, textIndent + first] + rest
    }
}
