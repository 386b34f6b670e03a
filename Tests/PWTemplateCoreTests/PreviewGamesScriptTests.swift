import PWTemplateKinds
@testable import PWTemplatePreview
import Testing

/// The carousel, stories, spinwheel and scratchcard pieces of the preview script: the helpers
/// they share are defined before the renderers that call them (PreviewScriptSafetyTests checks
/// every piece's safety and registration). (Tests/Integration/preview_games drives the drawn page in Chromium.)
@Suite struct PreviewGamesScriptTests {
    @Test func theSharedHelpersComeBeforeTheirUsers() throws {
        let source = PreviewRenderers.standard.pageAssets.script
        let kit = try #require(source.firstRange(of: "PW.kit = kit;"))
        let game = try #require(source.firstRange(of: "PW.game = {"))
        let blocks = try #require(source.firstRange(of: "PW.h = (tag, attrs, ...children)"))
        for type in ["carousel", "stories", "spinwheel", "scratchcard"] {
            let renderer = try #require(source.firstRange(of: "PW.renderers.\(type) = (ctx) =>"))
            #expect(blocks.lowerBound < renderer.lowerBound && kit.lowerBound < renderer.lowerBound, "\(type)")
        }
        let spinwheel = try #require(source.firstRange(of: "PW.renderers.spinwheel"))
        #expect(kit.lowerBound < game.lowerBound && game.lowerBound < spinwheel.lowerBound)
    }
}
