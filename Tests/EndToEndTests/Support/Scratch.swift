import Foundation

/// A temporary folder readable by every user (the unreadable-file test runs the binary as
/// `nobody`), removed when released.
final class Scratch {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "pwtemplate-e2e-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ data: Data, to relativePath: String) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }

    @discardableResult
    func write(_ text: String, to relativePath: String) throws -> String {
        try write(Data(text.utf8), to: relativePath)
    }

    var runner: BinaryRunner {
        var runner = BinaryRunner()
        runner.currentDirectory = path
        return runner
    }
}
