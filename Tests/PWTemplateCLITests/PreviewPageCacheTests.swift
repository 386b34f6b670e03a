import Foundation
@testable import PWTemplateCLI
import PWTemplateKinds
import PWTemplateLint
import PWTemplatePreview
import PWTemplateServing
import Testing

/// `preview --serve` reads and draws again only the templates whose files or configuration
/// changed since the last build, and after a save reported by the watcher only the templates
/// it touched.
@Suite struct PreviewPageCacheTests {
    private static let modal = #"{"displayType": "modal", "modal": {"title": {"text": "Hi"}}}"#

    /// The number of builds `cache` asks for when asked for `target` now.
    private func builds(_ cache: PreviewPageCache, _ target: LintTarget, _ configuration: TemplateConfiguration) -> Int {
        var count = 0
        _ = cache.document(of: target, configuration: configuration) {
            count += 1
            return .failure(PreviewRefusal("not drawn in this test"))
        }
        return count
    }

    @Test func aTemplateIsReadAgainOnlyWhenItsFilesOrConfigurationChange() throws {
        let scratch = try ScratchTemplates()
        try scratch.write(Self.modal, to: "promo/native-config.json")
        let target = LintTarget(source: .folder, displayPath: "promo", fileSystemPath: scratch.path + "/promo", kind: "native")
        let defaults = TemplateConfiguration(file: nil, templateAt: scratch.path + "/promo")
        let cache = PreviewPageCache()
        #expect(builds(cache, target, defaults) == 1)
        #expect(builds(cache, target, defaults) == 0, "nothing changed")
        try scratch.write(Self.modal.replacingOccurrences(of: "Hi", with: "Ho"), to: "promo/native-config.json")
        #expect(builds(cache, target, defaults) == 1, "native-config.json saved")
        try scratch.write("stray", to: "promo/images/notes.txt")
        #expect(builds(cache, target, defaults) == 1, "a file added in a subfolder (unused-file)")
        let file = try ConfigFile.parse(Array(#"{"rules": {"invalid-color": "off"}}"#.utf8), path: scratch.path + "/.pwtemplate.json", displayPath: ".pwtemplate.json", origin: .discovered, kinds: .standard)
        let configured = TemplateConfiguration(file: file, templateAt: scratch.path + "/promo")
        #expect(builds(cache, target, configured) == 1, "the configuration changed")
        #expect(builds(cache, target, configured) == 0)
        let standardInput = LintTarget(source: .standardInput, displayPath: "<stdin>", fileSystemPath: "-", kind: "native")
        #expect(builds(cache, standardInput, defaults) == 1 && builds(cache, standardInput, defaults) == 1, "standard input is never kept")
    }

    /// The builder of `preview --serve <path>` over `site/a` and `site/b`, two modals; `nil`
    /// when the arguments do not parse as `preview`.
    private static func siteOfTwo(in scratch: ScratchTemplates, path: String) throws -> PreviewSiteBuilder? {
        try scratch.write(modal, to: "site/a/native-config.json")
        try scratch.write(modal, to: "site/b/native-config.json")
        guard case .preview(let options) = try CommandLineParser.parse(["preview", "--serve", path], pathExists: { _ in true }) else {
            return nil
        }
        let invocation = Invocation(arguments: [], currentDirectory: scratch.path, standardOutput: BufferedOutput(), standardError: BufferedOutput())
        return PreviewSiteBuilder(options: options, invocation: invocation, cache: PreviewPageCache())
    }

    @Test func aRebuildDrawsTheSavedTemplateAndKeepsTheOthersPages() throws {
        let scratch = try ScratchTemplates()
        let builder = try #require(try Self.siteOfTwo(in: scratch, path: "site"))
        let first = try builder.build().site
        try scratch.write(Self.modal.replacingOccurrences(of: "Hi", with: "Saved"), to: "site/a/native-config.json")
        let second = try builder.build().site
        #expect(second["a.html"] != first["a.html"])
        #expect(second["a.html"].map { String(decoding: $0, as: UTF8.self).contains("Saved") } == true)
        #expect(second["b.html"] == first["b.html"])
        try FileManager.default.removeItem(atPath: scratch.path + "/site/b")
        let third = try builder.build().site
        #expect(third["b.html"] == nil && third["a.html"] == second["a.html"])
    }

    @Test func aSaveInsideATemplateReadsThatTemplateAloneAndAnythingElseRediscovers() throws {
        let scratch = try ScratchTemplates()
        let builder = try #require(try Self.siteOfTwo(in: scratch, path: "site/"))
        let first = try builder.build().site
        func saved(_ name: String, _ title: String) throws -> String {
            try scratch.write(Self.modal.replacingOccurrences(of: "Hi", with: title), to: "site/\(name)/native-config.json")
            return scratch.path + "/site//\(name)/./native-config.json"
        }
        let a = try saved("a", "Saved")
        _ = try saved("b", "Unseen")
        let second = try builder.rebuild(after: WatchedChanges(paths: [a])).site
        #expect(second["a.html"].map { String(decoding: $0, as: UTF8.self).contains("Saved") } == true)
        #expect(second["b.html"] == first["b.html"], "b's files are not looked at: only a was reported")
        /// The gallery card linking to `page`.
        func card(_ site: PreviewSite, _ page: String) -> String? {
            String(decoding: site["index.html"] ?? [], as: UTF8.self).split(separator: "\n").first { $0.contains("href=\"\(page)\"") }.map(String.init)
        }
        try scratch.write(#"{"displayType": "sheet"}"#, to: "site/a/native-config.json")
        let retyped = try builder.rebuild(after: WatchedChanges(paths: [a])).site
        #expect(card(retyped, "a.html")?.contains("<span class=\"pw-card-type\">sheet</span>") == true, "the saved template's card is drawn again")
        #expect(card(retyped, "b.html") == card(second, "b.html") && card(second, "b.html") != nil)
        try scratch.write("{}", to: "site/.pwtemplate.json")
        let third = try builder.rebuild(after: WatchedChanges(paths: [scratch.path + "/site/.pwtemplate.json"])).site
        #expect(third["b.html"].map { String(decoding: $0, as: UTF8.self).contains("Unseen") } == true, "a configuration file rediscovers")
        try scratch.write(Self.modal, to: "site/c/native-config.json")
        let fourth = try builder.rebuild(after: WatchedChanges(paths: [scratch.path + "/site/c"])).site
        #expect(fourth["c.html"] != nil, "a path outside every template rediscovers")
        try FileManager.default.removeItem(atPath: scratch.path + "/site/c")
        let fifth = try builder.rebuild(after: WatchedChanges(paths: [scratch.path + "/site/c"])).site
        #expect(fifth["c.html"] == nil && fifth["a.html"] == fourth["a.html"], "a template gone rediscovers")
        _ = try saved("b", "Lost")
        let sixth = try builder.rebuild(after: WatchedChanges(paths: [], isOverflow: true)).site
        #expect(sixth["b.html"].map { String(decoding: $0, as: UTF8.self).contains("Lost") } == true, "a watcher that lost count rediscovers")
    }
}

