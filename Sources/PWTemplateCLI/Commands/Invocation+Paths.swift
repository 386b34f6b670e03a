import PWTemplateCore

extension Invocation {
    /// `path` as the file system is asked for it: relative paths resolved against the current folder.
    func fileSystemPath(_ path: String) -> String {
        path.hasPrefix("/") ? path : TemplateDiscovery.join(currentDirectory, path)
    }
}
