import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplateSyntax
import Testing

/// The generated scripts run by the real shells: each parses (`bash -n`, `zsh -n`, `fish -n`),
/// and bash and fish complete every subcommand, option, option value and argument the specs
/// declare, in a folder holding `notes.txt`, `promo/` and `promo.zip`. zsh loads its script
/// (sourced and from `fpath`); its `_arguments` specs are checked as text.
@Suite("Completion scripts in the shells")
struct CompletionShellTests {
    private static let tree = CompletionTree(.root)
    private static let folderEntries: Set<String> = ["notes.txt", "promo", "promo.zip"]

    /// A completion request: the command line up to the cursor, and what must come back.
    struct Query: CustomStringConvertible {
        var line: String
        var expected: Set<String>
        var description: String { "'\(line)'" }
    }

    // MARK: - Syntax

    @Test func bashScriptParses() throws {
        let bash = try #require(ShellProgram.path(of: "bash"), "bash is not installed")
        let scratch = try ScratchTemplates()
        let result = try ShellProgram.run(bash, ["-n", Self.writeScript(.bash, in: scratch)])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test
    func zshScriptParsesAndLoads() throws {
        let zsh = try #require(ShellProgram.path(of: "zsh"))
        let scratch = try ScratchTemplates()
        let script = try Self.writeScript(.zsh, in: scratch)
        #expect(try ShellProgram.run(zsh, ["-n", script]).status == 0)
        let sourced = try ShellProgram.run(zsh, ["-f", "-c", """
            autoload -U compinit && compinit -u -D && source "$1" && print -r -- ${_comps[pwtemplate]} \
            && print -rl -- ${(ok)functions[(I)_pwtemplate*]}
            """, "zsh", script])
        #expect(sourced.error.isEmpty)
        let functions = Self.tree.subcommands.map { "_pwtemplate_" + CompletionTree.identifier($0.name) }
        #expect(sourced.output.split(separator: "\n").map(String.init)
            == ["_pwtemplate"] + (["_pwtemplate", "_pwtemplate_root"] + functions).sorted())
        try FileManager.default.moveItem(atPath: script, toPath: scratch.path + "/_pwtemplate")
        let autoloaded = try ShellProgram.run(zsh, ["-f", "-c", """
            fpath=("$1" $fpath) && autoload -U compinit && compinit -u -D && print -r -- ${_comps[pwtemplate]}
            """, "zsh", scratch.path])
        #expect(autoloaded.output == "_pwtemplate\n", "#compdef registers the function")
    }

    @Test
    func fishScriptParses() throws {
        let fish = try #require(ShellProgram.path(of: "fish"))
        let scratch = try ScratchTemplates()
        let result = try ShellProgram.run(fish, ["-n", Self.writeScript(.fish, in: scratch)])
        #expect(result.status == 0, "\(result.error)")
    }

    // MARK: - Completions

    @Test func bashCompletesWhatTheSpecsDeclare() throws {
        let bash = try #require(ShellProgram.path(of: "bash"), "bash is not installed")
        // Bash splits words at '=' (COMP_WORDBREAKS): '--format=' reaches the function as '--format', '='.
        let queries = Self.queries + [
            Query(line: "pwtemplate lint --format = ", expected: Set(ReportFormat.allCases.map(\.rawValue))),
            Query(line: "pwtemplate lint --format = j", expected: Set(ReportFormat.allCases.map(\.rawValue).filter { $0.hasPrefix("j") })),
            Query(line: "pwtemplate --format = json pr", expected: ["promo", "promo.zip"]),
        ]
        let driver = """
            source "$1"; shift
            for line; do
                read -ra COMP_WORDS <<< "$line"
                [[ $line == *" " ]] && COMP_WORDS+=("")
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMPREPLY=()
                _pwtemplate
                echo "${COMPREPLY[*]}"
            done
            """
        try Self.check(queries, shell: bash, arguments: ["-c", driver, "bash"], script: .bash)
    }

    @Test
    func fishCompletesWhatTheSpecsDeclare() throws {
        let fish = try #require(ShellProgram.path(of: "fish"))
        let queries = Self.queries + [
            Query(line: "pwtemplate lint --format=", expected: Set(ReportFormat.allCases.map { "--format=" + $0.rawValue })),
            Query(line: "pwtemplate --format=json pr", expected: ["promo", "promo.zip"]),
        ]
        let driver = """
            source $argv[1]
            for line in $argv[2..-1]
                echo (complete -C $line | string replace -r '\\t.*' '')
            end
            """
        try Self.check(queries, shell: fish, arguments: ["--no-config", "-c", driver], script: .fish)
    }

    /// zsh is not driven (its completion needs a terminal); each context's `_arguments` call
    /// names every option and argument, and the dispatcher every subcommand.
    @Test func zshSpecsNameEveryOptionAndArgument() {
        let script = Shell.zsh.completionScript(for: .root)
        for context in Self.tree.contexts {
            let name = context.selectors.isEmpty ? "root" : CompletionTree.identifier(context.name)
            let body = script.components(separatedBy: "\n_pwtemplate_\(name)() {\n").dropFirst().first?
                .components(separatedBy: "\n}\n").first
            guard let body else {
                Issue.record("no function for \(context.name)")
                continue
            }
            for option in context.options {
                #expect(body.contains(option.longSpelling), "\(context.name) \(option.longSpelling)")
            }
            for argument in context.arguments {
                #expect(body.contains(":" + argument.name + ":"), "\(context.name) <\(argument.name)>")
            }
        }
        for selector in Self.tree.subcommandSelectors {
            #expect(script.contains("(\(selector)) shift words"), "\(selector)")
            #expect(script.contains("'\(selector):"), "\(selector)")
        }
    }

    // MARK: - Queries

    /// Queries for every subcommand, option, option value and argument of the specs, then
    /// hand-written ones for the values that matter most.
    static let queries: [Query] = {
        var queries = [
            Query(line: "pwtemplate ", expected: Set(tree.subcommandSelectors).union(folderEntries)),
            Query(line: "pwtemplate li", expected: ["lint"]),
            Query(line: "pwtemplate explain ", expected: Set(KindRegistry.standard.rules.map(\.id))),
            Query(line: "pwtemplate explain invalid-c", expected: Set(KindRegistry.standard.rules.map(\.id).filter { $0.hasPrefix("invalid-c") })),
            Query(line: "pwtemplate explain invalid-color ", expected: []),
            Query(line: "pwtemplate schema ", expected: Set(KindRegistry.standard.schemaNames)),
            Query(line: "pwtemplate completion ", expected: ["bash", "zsh", "fish"]),
            Query(line: "pwtemplate help ", expected: Set(CommandSpec.root.subcommands.map(\.name))),
            Query(line: "pwtemplate lint --format ", expected: Set(ReportFormat.allCases.map(\.rawValue))),
            Query(line: "pwtemplate lint --target ", expected: ["ios", "android"]),
            Query(line: "pwtemplate lint --format json --strict pr", expected: ["promo", "promo.zip"]),
            Query(line: "pwtemplate --strict pr", expected: ["promo", "promo.zip"]),
            Query(line: "pwtemplate resolve --language ", expected: []),
            Query(line: "pwtemplate resolve --language de ", expected: folderEntries),
            Query(line: "pwtemplate resolve promo.zip ", expected: []),
            Query(line: "pwtemplate lint -- -", expected: []),
        ]
        for context in tree.contexts {
            let command = (["pwtemplate"] + context.selectors.prefix(1)).joined(separator: " ")
            queries.append(Query(line: command + " -", expected: Set(context.options.flatMap(\.spellings))))
            for option in context.options where option.valueName != nil {
                queries.append(Query(line: "\(command) \(option.longSpelling) ", expected: expected(tree.offer(for: option.completion))))
            }
            for (index, argument) in context.arguments.enumerated() {
                let line = command + " --" + String(repeating: " x", count: index) + " "
                queries.append(Query(line: line, expected: expected(tree.offer(for: argument.completion))))
            }
        }
        return queries
    }()

    private static func expected(_ offer: CompletionTree.Offer) -> Set<String> {
        switch offer {
        case .paths: folderEntries
        case .words(let words): Set(words)
        }
    }

    // MARK: - Running

    /// Runs `shell` with `arguments`, the script's path and every query line in a folder
    /// holding `folderEntries`; each output line is one query's completions.
    private static func check(_ queries: [Query], shell: String, arguments: [String], script: Shell) throws {
        let scratch = try ScratchTemplates()
        let file = try writeScript(script, in: scratch)
        let folder = scratch.path + "/folder"
        try scratch.write("", to: "folder/notes.txt")
        try scratch.write("", to: "folder/promo.zip")
        try scratch.write("", to: "folder/promo/native-config.json")
        let result = try ShellProgram.run(shell, arguments + [file] + queries.map(\.line), in: folder)
        #expect(result.error.isEmpty, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == queries.count, "\(result.output)")
        for (query, line) in zip(queries, lines) {
            let words = Set(line.split(separator: " ").map { $0.hasSuffix("/") ? String($0.dropLast()) : String($0) })
            #expect(words == query.expected, "\(query)")
        }
    }

    /// Writes the script of `shell` into `scratch`, returning its path.
    private static func writeScript(_ shell: Shell, in scratch: ScratchTemplates) throws -> String {
        let name = "pwtemplate." + shell.rawValue
        try scratch.write(shell.completionScript(for: .root), to: name)
        return scratch.path + "/" + name
    }
}

/// A program found on this machine's usual paths, run to completion.
enum ShellProgram {
    static func path(of name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
            + ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ program: String, _ arguments: [String], in folder: String? = nil) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
