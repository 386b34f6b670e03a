import Foundation
import Testing

/// `pwtemplate pack` and `unpack` run as a build script runs them: the built binary, its own
/// environment, real files.
@Suite struct PackEndToEndTests {
    private static let modal = """
        {"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","title":{"text":"{{title|text|Hi}}","color":"#111111FF"},"buttons":[]}}
        """
    private static let pushwoosh = #"{"default_language":"en","localization":{"en":{"title":"Hello"}}}"#

    private func template(in scratch: Scratch) throws {
        try scratch.write(Self.modal, to: "promo/native-config.json")
        try scratch.write(Self.pushwoosh, to: "promo/pushwoosh.json")
    }

    private func setModificationDate(_ date: Date, of path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
    }

    @Test func theArchiveIsByteIdenticalAcrossTimeZonesAndFileDates() throws {
        let scratch = try Scratch()
        try template(in: scratch)
        var archives: [Data] = []
        for (zone, date) in [("UTC", Date(timeIntervalSince1970: 0)), ("Asia/Kolkata", Date()), ("Pacific/Chatham", Date(timeIntervalSince1970: 1e9))] {
            try setModificationDate(date, of: scratch.path + "/promo/native-config.json")
            var runner = scratch.runner
            runner.environment["TZ"] = zone
            let result = try runner.run(["pack", "--force", "promo"])
            #expect(result.status == 0, "\(zone): \(result.standardOutput) \(result.standardError)")
            #expect(result.standardOutput.hasPrefix("packed promo → promo.zip (2 entries, "))
            archives.append(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/promo.zip")))
        }
        #expect(archives.count == 3)
        #expect(Set(archives).count == 1)
    }

    @Test func anUnwritableOutputFolderLeavesThePreviousArchive() throws {
        let scratch = try Scratch()
        try template(in: scratch)
        let previous = try scratch.write("previous archive", to: "out/promo.zip")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: scratch.path + "/out")
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path + "/out") }
        // As root every folder is writable, so run the binary as `nobody` there.
        let prefix = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let result = try scratch.runner.run(["pack", "--force", "promo", "-o", "out/promo.zip"], prefix: prefix)
        #expect(result.status == 3)
        #expect(result.standardOutput == "not packed promo: cannot write 'out/promo.zip': Permission denied\n")
        #expect(try String(contentsOfFile: previous, encoding: .utf8) == "previous archive")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/out") == ["promo.zip"])
    }

    @Test func packUnpackPackRoundTripsToTheSameBytes() throws {
        let scratch = try Scratch()
        try template(in: scratch)
        let runner = scratch.runner
        #expect(try runner.run(["pack", "promo"]).status == 0)
        #expect(try runner.run(["unpack", "promo.zip", "copy"]).status == 0)
        #expect(try runner.run(["pack", "copy"]).status == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/promo.zip"))
        let repacked = try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/copy.zip"))
        #expect(original == repacked)
        // The packed archive lints clean, the way CI checks it.
        let lint = try runner.run(["lint", "promo.zip"])
        #expect(lint.status == 0, "\(lint.standardOutput)")
    }
}
