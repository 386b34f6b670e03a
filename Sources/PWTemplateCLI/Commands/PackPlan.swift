import PWTemplateLint
import PWTemplateNative
import PWTemplateSystem

/// One template of a `pack` run: the folder to read and the archive to write, each as messages
/// show it and as the file system is asked for it.
struct PackJob: Sendable, Equatable {
    /// The folder as given, without a trailing slash (`.` and `..` by their real path).
    var folder: String
    var folderPath: String
    /// The archive as given or derived: `promo.zip`, `dist/promo.zip`.
    var output: String
    var outputPath: String
    /// The folder to create before writing (`-o dist/` when `dist` is missing).
    var outputFolderPath: String?
}

/// Where each folder of a `pack` run goes, decided and checked before anything is read or
/// written, so a usage error (exit 2) changes nothing.
///
/// - Without `--output`, `<folder>.zip` is written beside each folder.
/// - An `--output` that ends with `/` or names an existing folder receives `<folder name>.zip`
///   for each folder; it is created when missing.
/// - Any other `--output` is the archive itself, which allows one folder only.
struct PackPlan {
    var jobs: [PackJob]

    init(options: PackOptions, invocation: Invocation) throws(PackPlanError) {
        let resolve = invocation.fileSystemPath
        var targetFolder: String?
        if let output = options.output {
            if output.hasSuffix("/") || (try? FileSystem.resolvedKind(of: resolve(output))) == .directory {
                targetFolder = output
            } else if options.folders.count > 1 {
                throw .outputNotAFolder(output)
            }
        }
        jobs = try options.folders.map { given throws(PackPlanError) in
            let folderPath = resolve(given)
            if case .regular? = try? FileSystem.resolvedKind(of: folderPath) { throw .fileNotFolder(given) }
            do throws(PackError) {
                try TemplatePacker.checkTemplateFolder(folderPath)
            } catch {
                throw .notTemplateFolder(given, error)
            }
            let folder = Self.displayName(of: given, resolved: folderPath)
            let archiveName = TemplateDiscovery.lastComponent(of: folder) + ".zip"
            let output = targetFolder.map { FilePath.join($0, archiveName) } ?? options.output ?? folder + ".zip"
            return PackJob(
                folder: folder, folderPath: folderPath, output: output, outputPath: resolve(output),
                outputFolderPath: targetFolder.map(resolve)
            )
        }
        for (index, job) in jobs.enumerated() {
            if let earlier = jobs[..<index].first(where: { $0.outputPath == job.outputPath }) {
                throw .sameOutput(earlier.folder, job.folder, output: job.output)
            }
        }
        if !options.force, let existing = jobs.first(where: { FileSystem.exists($0.outputPath) }) {
            throw .outputExists(existing.output)
        }
    }

    /// `folder` without trailing slashes; `.` and `..` by their real path, which names the archive.
    private static func displayName(of folder: String, resolved: String) -> String {
        var name = folder
        while name.count > 1, name.hasSuffix("/") { name.removeLast() }
        let last = TemplateDiscovery.lastComponent(of: name)
        guard last == "." || last == ".." else { return name }
        return FileSystem.canonicalPath(resolved) ?? name
    }
}

/// Why a `pack` run cannot start (a usage error, exit 2).
enum PackPlanError: Error, Sendable, Equatable, CustomStringConvertible {
    case notTemplateFolder(String, PackError)
    /// A file was named (`promo.json`, `native-config.json`): pack reads folders only.
    case fileNotFolder(String)
    case outputNotAFolder(String)
    case sameOutput(String, String, output: String)
    case outputExists(String)

    var description: String {
        switch self {
        case .notTemplateFolder(let folder, let error):
            "'\(folder)': \(error)"
        case .fileNotFolder(let file):
            "'\(file)' is a file, not a template folder: pack reads a folder with native-config.json at its top "
                + "(to pack a native config under another name, copy it into a folder as native-config.json)"
        case .outputNotAFolder(let output):
            "with several folders, --output must be a folder: '\(output)' is not one (end it with '/' to create it)"
        case .sameOutput(let first, let second, let output):
            "'\(first)' and '\(second)' would both be packed into '\(output)'"
        case .outputExists(let output):
            PackError.outputExists(path: output).description
        }
    }
}
