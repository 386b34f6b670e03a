import Foundation
import PackagePlugin

/// Stamps the commit a build comes from into `PWTemplateBuildInfo`: before every build,
/// `stamp.sh` beside this file runs `git rev-parse --short HEAD` in the package folder and
/// writes `BuildCommit.swift` when its text changes. Outside a git checkout of the package (a
/// source tarball, Homebrew's download) or without git, the commit is `unknown`.
@main
struct CommitStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appending(path: "generated")
        let package = context.package.directoryURL
        return [
            .prebuildCommand(
                displayName: "Stamping the git commit into PWTemplateBuildInfo",
                executable: URL(filePath: "/bin/sh"),
                arguments: [
                    package.appending(path: "Plugins/CommitStamp/stamp.sh").path(percentEncoded: false),
                    package.path(percentEncoded: false),
                    output.appending(path: "BuildCommit.swift").path(percentEncoded: false),
                ],
                outputFilesDirectory: output
            ),
        ]
    }
}
