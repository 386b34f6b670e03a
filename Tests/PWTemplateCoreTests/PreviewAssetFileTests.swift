import Foundation
import PWTemplateArchive
@testable import PWTemplatePreview
@testable import PWTemplateSystem
import Testing

/// The files of `Preview/Resources/` as they are on disk: each is a piece of the page, embedded
/// as it is, and `node --check` parses every script. Node.js is a test tool (`make test-deps`
/// installs Debian's `nodejs`): without it these tests fail, they never skip.
@Suite(.timeLimit(.minutes(5))) struct PreviewAssetFileTests {
    /// The folder, from this file's place (Tests/PWTemplateCoreTests/) in the package.
    private static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PWTemplatePreview/Resources").path

    @Test func everyFileIsAPieceOfThePageAsEmbedded() throws {
        for (folder, pieces) in [("Scripts", PreviewScript.pieces), ("Styles", PreviewStyle.pieces)] {
            let names = try FileManager.default.contentsOfDirectory(atPath: Self.resources + "/" + folder)
            #expect(names.sorted() == pieces.map(\.name).sorted(), "the files of \(folder)/ and the pieces differ")
            for piece in pieces {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Self.resources + "/\(folder)/\(piece.name)")))
                let embedded = PreviewAsset(piece.name, bytes).text == piece.text
                #expect(embedded, "\(piece.name) is not what is embedded: build again")
                #expect(bytes.last == UInt8(ascii: "\n"), "\(piece.name) does not end with a line break")
            }
        }
    }

    @Test func nodeParsesEveryScript() throws {
        let node = try Self.node()
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.resources + "/Scripts").filter { $0.hasSuffix(".js") }
        #expect(names.count == PreviewScript.pieces.count)
        for name in names.sorted() {
            let result = try Self.check(Self.resources + "/Scripts/" + name, node: node)
            #expect(result.outcome == .exited(0), "node --check \(name): \(String(decoding: result.output, as: UTF8.self))")
        }
    }

    /// The page runs the pieces as one script: joined as inlined, they parse too.
    @Test func nodeParsesTheJoinedScript() throws {
        let folder = try TemporaryFolder()
        let result = try Self.check(folder.write(PreviewScript.source, to: "page.js"), node: Self.node())
        #expect(result.outcome == .exited(0), "node --check of the joined script: \(String(decoding: result.output, as: UTF8.self))")
    }

    /// The check can fail: a script with a syntax error is refused, naming the error.
    @Test func nodeRefusesASyntaxError() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("(() => {\n  \"use strict\";\n  const x = ;\n})();\n", to: "broken.js")
        let result = try Self.check(broken, node: Self.node())
        #expect(result.outcome == .exited(1))
        #expect(String(decoding: result.output, as: UTF8.self).contains("SyntaxError"))
    }

    private static func node() throws -> String {
        try #require(
            FileSystem.executable(named: "node", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? ""),
            "node is not in PATH: `make test-deps` installs it (Debian's nodejs)"
        )
    }

    private static func check(_ path: String, node: String) throws -> Subprocess.Result {
        try Subprocess(executable: node, arguments: ["--check", path], timeout: .seconds(60)).run()
    }
}
