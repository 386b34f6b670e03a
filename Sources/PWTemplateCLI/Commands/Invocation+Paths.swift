import PWTemplateLint
import PWTemplateSystem

extension Invocation {
    /// `path` as the file system is asked for it: relative paths resolved against the current folder.
    func fileSystemPath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FilePath.join(currentDirectory, path)
    }

    /// The templates `paths` name, found as `lint` finds them; `nil` after writing the usage
    /// error (a path that does not exist…), which points at `pwtemplate help <command>`.
    func discoverTemplates(_ paths: [String], command: String) -> Discovery? {
        do {
            return try TemplateDiscovery(currentDirectory: currentDirectory, kinds: kinds).discover(paths)
        } catch {
            standardError.write("error: \(error)\n  See 'pwtemplate help \(command)' for more information.\n")
            return nil
        }
    }
}
