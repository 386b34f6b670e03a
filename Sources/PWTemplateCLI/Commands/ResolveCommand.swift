import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// `pwtemplate resolve <document>`: what the SDK will draw of one document, as its kind
/// resolves it (for a template, the `native-config.json` one platform's SDK parses for one
/// device language); notes go to standard error.
struct ResolveCommand {
    var options: ResolveOptions
    var invocation: Invocation

    func run() -> ExitCode {
        let target: LintTarget
        do {
            target = try invocation.kinds.target(opening: options.template, currentDirectory: invocation.currentDirectory)
        } catch {
            return error.report(to: invocation, command: .resolve)
        }
        return resolve(target, as: invocation.kinds.kind(of: target))
    }

    /// Reads `target` with its kind and prints what the kind resolves.
    private func resolve<Kind: MessageKind>(_ target: LintTarget, as kind: Kind) -> ExitCode {
        var input: [UInt8] = []
        if target.source == .standardInput {
            do {
                input = try invocation.readStandardInput()
            } catch {
                return CommandFailure(.findings, "cannot read '\(target.displayPath)': \(error.reason)".terminalSafe).report(to: invocation)
            }
        }
        let document = kind.read(target, limits: .default) { input }
        switch kind.resolve(document, request: options.request) {
        case .success(let resolved):
            for note in resolved.notes { invocation.standardError.write("note: \(note.terminalSafe)\n") }
            return CLI.write(resolved.output, to: invocation.standardOutput, invocation: invocation)
        case .failure(let refusal):
            return CommandFailure(.findings, refusal.terminalSafeMessage).report(to: invocation)
        }
    }
}
