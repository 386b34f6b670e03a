import Foundation
@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
@testable import PWTemplateSystem
import Testing

/// The library-level halves of the fixes the hostile inputs of docs/robustness.md led to.
@Suite struct RobustnessRegressionTests {
    /// The column of `offset` counted the slow way: scalars started from the line start on.
    private func naiveColumn(of offset: Int, in bytes: [UInt8]) -> Int {
        let lineStart = bytes[..<offset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let column = 1 + bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
        let inside = offset < bytes.count && bytes[offset] & 0xC0 == 0x80
        return inside && column > 1 ? column - 1 : column
    }

    @Test func columnsOnLongLinesMatchAScanFromTheLineStart() {
        // Two-, three- and four-byte scalars straddling the 4 KiB checkpoints, on lines of 30 KB.
        // The stride, 31, is prime to the 15-byte pattern, so every position in it is checked;
        // the naive scan is quadratic, so a smaller stride only costs time (minutes under ASan).
        let line = String(repeating: "ab é € 😀 ", count: 2_000)
        let bytes = Array((line + "\n" + line).utf8)
        let text = SourceText(bytes: bytes)
        for offset in stride(from: 0, through: bytes.count, by: 31) + [4_095, 4_096, 4_097, 8_192, bytes.count] {
            let position = text.position(ofByte: offset)
            #expect(position.column == naiveColumn(of: offset, in: bytes), "offset \(offset)")
            #expect(position.line == (offset <= line.utf8.count ? 1 : 2), "offset \(offset)")
        }
    }

    @Test func aByteOrderMarkStillTakesNoColumnOnALongLine() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(String(repeating: "x", count: 10_000).utf8)
        let text = SourceText(bytes: bytes)
        #expect(text.position(ofByte: 3).column == 1)
        #expect(text.position(ofByte: 9_003).column == 9_001)
    }

    @Test func aFolderEntryWhoseNameIsNotUTF8IsListedByItsStoredName() throws {
        let folder = try TemporaryFolder()
        try folder.write(String(decoding: ArchiveFixtures.modal, as: UTF8.self), to: "native-config.json")
        let name: [UInt8] = Array("bad-".utf8) + [0xFF, 0xFE] + Array(".png".utf8)
        let descriptor = open((Array((folder.path + "/").utf8) + name + [0]).map { CChar(bitPattern: $0) }, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        close(descriptor)

        #expect(try FileSystem.rawContents(ofDirectory: folder.path) == [name, Array("native-config.json".utf8)])
        let contents = TemplateReader.readFolder(atPath: folder.path)
        #expect(contents.diagnostics.map(\.rule) == [.archiveUnsupportedEntry, .unusedFile])
        #expect(contents.diagnostics.allSatisfy { $0.message.contains("bad-\u{FFFD}\u{FFFD}.png") })
        #expect(contents.nativeConfig == ArchiveFixtures.modal)
    }
}
