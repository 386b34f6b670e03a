import CLibzip
import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateSystem
import Testing

/// Rewriting real ZIPs (written by Python's zipfile, to a file and to a stream, and by libzip):
/// what no change touches stays byte for byte as it was, seen by zipfile and by libzip alike.
@Suite struct ArchiveRewriterTests {
    enum Writer: String, CaseIterable, CustomTestStringConvertible {
        case zipfile, zipfileStreamed, libzip
        var testDescription: String { rawValue }
    }

    private let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    static let newConfig = Array(#"{"displayType": "modal", "modal": {"showClose": true}}"#.utf8)
    /// Remove one entry, replace one, move one; the other three stay.
    static let changes = ArchiveChanges(
        replacements: ["promo/native-config.json": newConfig],
        removals: ["promo/.DS_Store"],
        moves: ["promo/pushwoosh.json": "pushwoosh.json"]
    )
    static let untouched = ["promo/", "promo/hero.png", "__MACOSX/promo/._hero.png"]
    static let namesAfter = ["promo/", "promo/native-config.json", "pushwoosh.json", "promo/hero.png", "__MACOSX/promo/._hero.png"]

    /// The template archive of `zip-entries.py`, as `writer` writes it.
    private func archive(_ writer: Writer, name: String = "t.zip") throws -> String {
        let path = scratch.path(name)
        switch writer {
        case .zipfile: try PythonZip.write(path)
        case .zipfileStreamed: try PythonZip.write(path, streamed: true)
        case .libzip:
            var zip = ZipWriter()
            zip.addDirectory("promo")
            zip.addFile("promo/native-config.json", bytes: ArchiveFixtures.modal)
            zip.addFile("promo/pushwoosh.json", bytes: ArchiveFixtures.pushwoosh, compression: .store)
            zip.addFile("promo/hero.png", bytes: (0..<2048).map { UInt8($0 % 256) })
            zip.addFile("promo/.DS_Store", bytes: [UInt8](repeating: 1, count: 320))
            zip.addFile("__MACOSX/promo/._hero.png", bytes: [UInt8](repeating: 5, count: 120))
            try zip.write(toPath: path)
        }
        return path
    }

    /// What `list` says of the archive `writer` writes, before and after ``changes``.
    private func listings<Listing>(_ writer: Writer, _ list: (String) throws -> Listing) throws -> (Listing, Listing) {
        let path = try archive(writer)
        let before = try list(path)
        try ArchiveRewriter.rewrite(atPath: path, applying: Self.changes)
        return (before, try list(path))
    }

    /// `entry` without the data-descriptor flag, which libzip clears when it copies an entry.
    private func copied(_ entry: PythonZip.Entry, as name: String? = nil) -> PythonZip.Entry {
        var entry = entry
        entry.flagBits &= ~0x08
        entry.name = name ?? entry.name
        return entry
    }

    @Test(arguments: Writer.allCases)
    func zipfileSeesUntouchedAndMovedEntriesUnchanged(_ writer: Writer) throws {
        let (before, after) = try listings(writer, PythonZip.list)
        #expect(after.entries.map(\.name) == Self.namesAfter)
        #expect(after.comment == before.comment)
        let old = Dictionary(uniqueKeysWithValues: before.entries.map { ($0.name, $0) })
        let new = Dictionary(uniqueKeysWithValues: after.entries.map { ($0.name, $0) })
        for name in Self.untouched {
            #expect(new[name] == old[name].map { copied($0) }, "\(name)")
        }
        #expect(new["pushwoosh.json"] == old["promo/pushwoosh.json"].map { copied($0, as: "pushwoosh.json") })
        let replaced = try #require(new["promo/native-config.json"])
        let original = try #require(old["promo/native-config.json"])
        #expect(replaced.data == Self.newConfig.hex)
        #expect(replaced.compressType == 8)
        #expect(replaced.dateTime == original.dateTime)
        #expect(replaced.extra == original.extra && replaced.comment == original.comment)
        #expect(replaced.externalAttr == original.externalAttr && replaced.createSystem == original.createSystem)
    }

    @Test(arguments: Writer.allCases)
    func libzipSeesUntouchedAndMovedEntriesUnchanged(_ writer: Writer) throws {
        let (before, after) = try listings(writer, LibzipEntry.list)
        #expect(after.map(\.name) == Self.namesAfter)
        for name in Self.untouched {
            #expect(after.first { $0.name == name } == before.first { $0.name == name }, "\(name)")
        }
        var moved = try #require(before.first { $0.name == "promo/pushwoosh.json" })
        moved.name = "pushwoosh.json"
        #expect(after[2] == moved)
        let original = try #require(before.first { $0.name == "promo/native-config.json" })
        #expect(after[1].modified == original.modified && after[1].method == 8)
        #expect(after[1].attributes == original.attributes && after[1].extraFields == original.extraFields)
    }

    @Test func aStoredEntryStaysStoredAndKeepsItsTime() throws {
        let path = try archive(.zipfile)
        let before = try PythonZip.list(path)
        try ArchiveRewriter.rewrite(atPath: path, applying: ArchiveChanges(replacements: ["promo/pushwoosh.json": Array("{}\n".utf8)]))
        let after = try PythonZip.list(path)
        #expect(after.entries.map(\.name) == before.entries.map(\.name))
        #expect(after.entries[2].compressType == 0 && after.entries[2].data == Array("{}\n".utf8).hex)
        #expect(after.entries[2].dateTime == [2023, 12, 31, 23, 59, 58])
        #expect(Array(after.entries[3...]) == before.entries[3...].map { copied($0) })
    }

    @Test func movesMaySwapNames() throws {
        let path = try archive(.libzip)
        let before = try LibzipEntry.list(path)
        try ArchiveRewriter.rewrite(atPath: path, applying: ArchiveChanges(moves: ["promo/hero.png": "promo/.DS_Store", "promo/.DS_Store": "promo/hero.png"]))
        let after = try LibzipEntry.list(path)
        var swapped = before
        (swapped[3].name, swapped[4].name) = (before[4].name, before[3].name)
        #expect(after == swapped)
    }

    @Test func aRemovalTakesEveryCopyOfADuplicatedName() throws {
        let path = scratch.path("t.zip")
        try PythonZip.write(path, duplicate: true)
        let names = try ZipArchive(path: path).entries.map(\.name)
        #expect(names.filter { $0 == "promo/.DS_Store" }.count == 2)
        #expect(throws: ArchiveError(code: .invalidChanges, reason: "\"promo/.DS_Store\" is stored 2 times")) {
            try ArchiveRewriter.rewrite(atPath: path, applying: ArchiveChanges(replacements: ["promo/.DS_Store": []]))
        }
        try ArchiveRewriter.rewrite(atPath: path, applying: ArchiveChanges(removals: ["promo/.DS_Store"]))
        #expect(try ZipArchive(path: path).entries.map(\.name) == names.filter { $0 != "promo/.DS_Store" })
    }

    static let invalid: [(ArchiveChanges, ArchiveError)] = [
        (ArchiveChanges(removals: ["missing.png"]), ArchiveError(code: .invalidChanges, reason: "the archive holds no entry \"missing.png\"")),
        (ArchiveChanges(moves: ["promo": "x"]), ArchiveError(code: .invalidChanges, reason: "the archive holds no entry \"promo\"")),
        (ArchiveChanges(removals: ["promo/hero.png"], moves: ["promo/hero.png": "hero.png"]),
         ArchiveError(code: .invalidChanges, reason: "\"promo/hero.png\" is both removed and changed")),
        (ArchiveChanges(removals: Set(namesAfter.filter { $0 != "pushwoosh.json" } + ["promo/pushwoosh.json", "promo/.DS_Store", "promo/native-config.json"])),
         ArchiveError(code: .invalidChanges, reason: "the changes would remove every entry")),
        (ArchiveChanges(moves: ["promo/hero.png": "promo/pushwoosh.json"]),
         ArchiveError(code: .libzip(ZIP_ER_EXISTS), reason: "cannot move \"promo/hero.png\" to \"promo/pushwoosh.json\": File already exists")),
        (ArchiveChanges(moves: ["promo/hero.png": "images/"]),
         ArchiveError(code: .libzip(ZIP_ER_INVAL), reason: "cannot move \"promo/hero.png\" to \"images/\": Invalid argument")),
    ]

    @Test(arguments: invalid)
    func changesThatCannotApplyLeaveTheFileAlone(_ changes: ArchiveChanges, _ expected: ArchiveError) throws {
        let path = try archive(.zipfile)
        let bytes = try FileSystem.readFile(path)
        #expect(throws: expected) { try ArchiveRewriter.rewrite(atPath: path, applying: changes) }
        #expect(try FileSystem.readFile(path) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["t.zip"])
    }

    /// The temporary file's name (the archive's plus 7 characters) is too long for the file
    /// system, so `zip_close` fails after every change was made: a failure past every check.
    @Test func aFailedWriteLeavesTheFileAlone() throws {
        let name = String(repeating: "n", count: 250) + ".zip"
        let path = try archive(.zipfile, name: name)
        let bytes = try FileSystem.readFile(path)
        let error = #expect(throws: ArchiveError.self) { try ArchiveRewriter.rewrite(atPath: path, applying: Self.changes) }
        #expect(error?.code == .libzip(ZIP_ER_TMPOPEN))
        #expect(error?.reason == "Failure to create temporary file: File name too long")
        #expect(try FileSystem.readFile(path) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == [name])
    }

    @Test func aFileThatIsNoArchiveIsRefusedUntouched() throws {
        let path = scratch.path("t.zip")
        try Data("not a zip".utf8).write(to: URL(fileURLWithPath: path))
        try ArchiveRewriter.rewrite(atPath: path, applying: ArchiveChanges())
        #expect(throws: ArchiveError(libzipCode: ZIP_ER_NOZIP)) {
            try ArchiveRewriter.rewrite(atPath: path, applying: ArchiveChanges(removals: ["x"]))
        }
        #expect(try FileSystem.readFile(path) == Array("not a zip".utf8))
    }

    @Test func aLinkIsFollowedAndKeptAndTheModeStays() throws {
        let path = try archive(.libzip)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let link = scratch.path("link.zip")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "t.zip")
        try ArchiveRewriter.rewrite(atPath: link, applying: ArchiveChanges(removals: ["promo/.DS_Store"]))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "t.zip")
        #expect(try ZipArchive(path: path).entries.count == 5)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["link.zip", "t.zip"])
    }
}

extension [UInt8] {
    /// The bytes in lowercase hex, as Python's `bytes.hex()` writes them.
    var hex: String { map { String(format: "%02x", $0) }.joined() }
}
