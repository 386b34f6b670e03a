import Foundation
import PWTemplateArchive
@testable import PWTemplateInAppPreview
@testable import PWTemplateInboxPreview
@testable import PWTemplateNativePreview
import PWTemplateKinds
@testable import PWTemplatePreview
@testable import PWTemplateSystem
import Testing

/// The files of each preview target's `Resources/` as they are on disk: each is a piece of the
/// page, embedded as it is, and `node --check` parses every script. Node.js is a test tool (`make test-deps`
/// installs Debian's `nodejs`): without it these tests fail, they never skip.
@Suite(.timeLimit(.minutes(5))) struct PreviewAssetFileTests {
    /// The package's `Sources/`, from this file's place (Tests/PWTemplateCoreTests/) in it.
    private static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources").path

    /// Each target with resources, and the pieces it embeds from `Scripts/` and `Styles/`.
    private static let targets: [(name: String, scripts: [PreviewAsset], styles: [PreviewAsset])] = [
        ("PWTemplatePreview", PreviewScript.pieces, PreviewStyle.pieces),
        ("PWTemplateNativePreview", NativePreviewAssets.scripts, NativePreviewAssets.styles),
        ("PWTemplateInboxPreview", InboxPreviewAssets.scripts, InboxPreviewAssets.styles),
        ("PWTemplateInAppPreview", InAppPreviewAssets.scripts, InAppPreviewAssets.styles),
    ]

    @Test func everyFileIsAPieceOfThePageAsEmbedded() throws {
        let page = PreviewRenderers.standard.pageAssets
        #expect(page.scripts.map(\.name) == Self.targets.flatMap { $0.scripts.map(\.name) }, "a renderer's scripts are not on the page")
        #expect(page.styles.map(\.name) == Self.targets.flatMap { $0.styles.map(\.name) }, "a renderer's styles are not on the page")
        for target in Self.targets {
            for (folder, pieces) in [("Scripts", target.scripts), ("Styles", target.styles)] {
            let resources = Self.sources + "/" + target.name + "/Resources"
            let names = try FileManager.default.contentsOfDirectory(atPath: resources + "/" + folder)
            #expect(names.sorted() == pieces.map(\.name).sorted(), "the files of \(target.name)'s \(folder)/ and the pieces differ")
            for piece in pieces {
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: resources + "/\(folder)/\(piece.name)")))
                let embedded = PreviewAsset(piece.name, bytes).text == piece.text
                #expect(embedded, "\(piece.name) is not what is embedded: build again")
                #expect(bytes.last == UInt8(ascii: "\n"), "\(piece.name) does not end with a line break")
            }
            }
        }
    }

    @Test func nodeParsesEveryScript() throws {
        let node = try Self.node()
        let paths = try Self.targets.flatMap { target in
            let scripts = Self.sources + "/" + target.name + "/Resources/Scripts/"
            return try FileManager.default.contentsOfDirectory(atPath: scripts).filter { $0.hasSuffix(".js") }.map { scripts + $0 }
        }
        #expect(paths.count == PreviewRenderers.standard.pageAssets.scripts.count)
        for path in paths.sorted() {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let result = try Self.check(path, node: node)
            #expect(result.outcome == .exited(0), "node --check \(name): \(String(decoding: result.output, as: UTF8.self))")
        }
    }

    /// The page runs the pieces as one script: joined as inlined, they parse too.
    @Test func nodeParsesTheJoinedScript() throws {
        let folder = try TemporaryFolder()
        let result = try Self.check(folder.write(PreviewRenderers.standard.pageAssets.script, to: "page.js"), node: Self.node())
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
