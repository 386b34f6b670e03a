import Testing
@testable import PWTemplateCore

/// The carousel, stories, spinwheel and scratchcard pieces of the preview script: each display
/// type is registered, and the helpers they share are defined before the renderers that call
/// them. (Tests/Integration/preview_games drives the drawn page in Chromium.)
@Suite struct PreviewGamesScriptTests {
    @Test func theSlideAndGameTypesAreRegistered() {
        let source = PreviewScript.source
        for type in [DisplayType.carousel, .stories, .spinwheel, .scratchcard] {
            #expect(source.contains("PW.renderers.\(type.rawValue) = (ctx) =>"), "no renderer for \(type.rawValue)")
        }
    }

    @Test func theSharedHelpersComeBeforeTheirUsers() throws {
        let source = PreviewScript.source
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

    @Test func thePiecesAreStrictClosuresAndTheStylesBalanced() {
        for piece in [PreviewScript.kit, PreviewScript.carousel, PreviewScript.stories, PreviewScript.reward,
                      PreviewScript.spinwheel, PreviewScript.scratchcard] {
            #expect(piece.hasPrefix("(() => {\n  \"use strict\";") && piece.hasSuffix("})();"))
            #expect(!piece.contains("innerHTML") && !piece.contains("eval("))
        }
        for css in [PreviewStyle.slides, PreviewStyle.games] {
            #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
            #expect(!css.contains("url(") && !css.contains("@import"))
        }
    }
}
