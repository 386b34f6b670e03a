import Foundation

/// A fresh folder under the system temporary folder, removed when the value is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/pwtemplate-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `text` to `relativePath`, creating folders on the way; returns the absolute path.
    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> String {
        try write(Data(text.utf8), to: relativePath)
    }

    @discardableResult
    func write(_ data: Data, to relativePath: String) throws -> String {
        let full = path + "/" + relativePath
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }

    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relativePath, withIntermediateDirectories: true)
    }

    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relativePath, withDestinationPath: destination)
    }
}
