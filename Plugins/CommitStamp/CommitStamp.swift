import Foundation
import PackagePlugin

/// Stamps the commit a build comes from into `PWTemplateBuildInfo`: before every build,
/// `git rev-parse --short HEAD` in the package folder writes `BuildCommit.swift`, only when its
/// text changes (so a build at the same commit recompiles nothing). Outside a git checkout (a
/// source tarball, Homebrew's download) or without git, the commit is `unknown`.
@main
struct CommitStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let file = output.appending(path: "BuildCommit.swift").path(percentEncoded: false)
        let package = context.package.directoryURL.path(percentEncoded: false)
        // The script gets its paths as arguments, never spliced into its text.
        let script = #"""
            commit=$(git -C "$1" rev-parse --short HEAD 2>/dev/null) || commit=unknown
            case "$commit" in *[!0-9a-f]* | '') commit=unknown ;; esac
            text="/// The commit this binary was built from (\`git rev-parse --short HEAD\`), or \`unknown\`.
            public let buildCommit = \"$commit\""
            mkdir -p "$(dirname "$2")"
            if [ "$(cat "$2" 2>/dev/null)" != "$text" ]; then printf '%s\n' "$text" > "$2.tmp" && mv "$2.tmp" "$2"; fi
            """#
        return [
            .prebuildCommand(
                displayName: "Stamping the git commit into PWTemplateBuildInfo",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", script, "commit-stamp", package, file],
                outputFilesDirectory: output
            ),
        ]
    }
}
