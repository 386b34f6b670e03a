import Foundation
import Testing

/// `pwtemplate fmt` on a ZIP written by Python's zipfile, read back by Python's zipfile: the
/// formatted entry changes, every other entry keeps its compressed bytes, compression method,
/// timestamp and place, and `--check` / `--diff` leave the archive's bytes as they were.
@Suite struct FmtArchiveTests {
    static let compact = ##"{"displayType": "modal", "modal": {"showClose": true, "background": "#FFFFFFFF", "title": {"text": "Hi", "color": "#111111FF"}, "buttons": []}}"##

    /// Writes `promo.zip` with zipfile: the native config (deflated, 2021), a stored image
    /// (2019), and a deflated, formatted pushwoosh.json (2020).
    static let writer = #"""
        import sys, zipfile
        config, folder = sys.argv[1], sys.argv[2]
        with zipfile.ZipFile(folder + "/promo.zip", "w") as archive:
            archive.writestr(zipfile.ZipInfo("native-config.json", (2021, 3, 4, 5, 6, 8)), config, zipfile.ZIP_DEFLATED)
            archive.writestr(zipfile.ZipInfo("images/cover.png", (2019, 1, 2, 3, 4, 6)), bytes(range(256)) * 4, zipfile.ZIP_STORED)
            archive.writestr(zipfile.ZipInfo("pushwoosh.json", (2020, 7, 8, 9, 10, 12)), '{\n  "localization": {}\n}\n', zipfile.ZIP_DEFLATED)
        """#

    /// Prints one line per entry: name, method, date, CRC, and the compressed bytes in hex.
    static let reader = #"""
        import sys, zipfile
        with zipfile.ZipFile(sys.argv[1]) as archive, open(sys.argv[1], "rb") as raw:
            for info in archive.infolist():
                raw.seek(info.header_offset + 26)
                skip = int.from_bytes(raw.read(2), "little") + int.from_bytes(raw.read(2), "little")
                raw.seek(skip, 1)
                data = raw.read(info.compress_size)
                print(info.filename, info.compress_type, info.date_time, info.CRC, data.hex())
            print(archive.read("native-config.json").decode())
        """#

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try SARIFToolsTests.run("/usr/bin/env", ["python3"] + arguments)
    }

    @Test func onlyTheFormattedEntryChanges() throws {
        let scratch = try Scratch()
        let written = try Self.python(["-c", Self.writer, Self.compact, scratch.path])
        try #require(written.status == 0, "\(written.output)")
        let archive = scratch.path + "/promo.zip"
        let original = try Data(contentsOf: URL(fileURLWithPath: archive))
        let before = try Self.python(["-c", Self.reader, archive])
        try #require(before.status == 0, "\(before.output)")

        for mode in ["--check", "--diff"] {
            let dryRun = try scratch.runner.run(["fmt", mode, "promo.zip"])
            #expect(dryRun.status == 1, "\(mode): \(dryRun.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: archive)) == original, "\(mode) changed the archive")
        }

        let result = try scratch.runner.run(["fmt", "promo.zip"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "reformatted promo.zip!/native-config.json\n1 file reformatted, 1 file left unchanged\n")
        let after = try Self.python(["-c", Self.reader, archive])
        try #require(after.status == 0, "\(after.output)")
        let beforeLines = before.output.split(separator: "\n")
        let afterLines = after.output.split(separator: "\n")
        #expect(afterLines[0].hasPrefix("native-config.json 8 "), "the entry keeps deflate: \(afterLines[0])")
        #expect(afterLines[0] != beforeLines[0])
        #expect(afterLines[1] == beforeLines[1], "images/cover.png changed")
        #expect(afterLines[2] == beforeLines[2], "pushwoosh.json changed")
        #expect(after.output.contains("\n{\n  \"displayType\": \"modal\",\n  \"modal\": {\n    \"showClose\": true,\n"), "\(after.output)")

        let again = try scratch.runner.run(["fmt", "--check", "promo.zip"])
        #expect(again.status == 0, "\(again.standardOutput)")
    }
}
