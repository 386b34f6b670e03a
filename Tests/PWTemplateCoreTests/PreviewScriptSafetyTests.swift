@testable import PWTemplateLint
@testable import PWTemplatePreview
import Testing

/// Every JavaScript and CSS piece of the preview: template text only reaches the page as text,
/// every piece keeps to itself, and each display type has a renderer. (The browser tests under
/// Tests/Integration/preview drive the page itself.)
@Suite struct PreviewScriptSafetyTests {
    private static let pieces: [(name: String, source: String)] = [
        ("runtimeState", PreviewScript.runtimeState), ("runtimeChrome", PreviewScript.runtimeChrome),
        ("runtimeScreen", PreviewScript.runtimeScreen), ("blocksCore", PreviewScript.blocksCore),
        ("blocksControls", PreviewScript.blocksControls), ("cardsModal", PreviewScript.cardsModal),
        ("cardsSheet", PreviewScript.cardsSheet), ("cardsFullscreen", PreviewScript.cardsFullscreen),
        ("cardsBanner", PreviewScript.cardsBanner), ("mediaVideo", PreviewScript.mediaVideo),
        ("mediaPip", PreviewScript.mediaPip), ("kit", PreviewScript.kit), ("carousel", PreviewScript.carousel),
        ("stories", PreviewScript.stories), ("reward", PreviewScript.reward), ("spinwheel", PreviewScript.spinwheel),
        ("scratchcard", PreviewScript.scratchcard),
    ]

    @Test func noPieceTurnsTextIntoMarkupOrCode() {
        let forbidden = ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                         "setTimeout(\"", ".href =", "\"href\"", "location.href", "window.open"]
        for piece in Self.pieces {
            for word in forbidden {
                #expect(!piece.source.contains(word), "\(piece.name) uses \(word)")
            }
        }
    }

    @Test func everyPieceIsAStrictClosureThatLeaksOnlyPW() {
        for piece in Self.pieces {
            let lines = piece.source.split(separator: "\n")
            #expect(lines.first == "(() => {", "\(piece.name) does not open a closure")
            #expect(lines.last == "})();", "\(piece.name) does not close its closure")
            #expect(piece.source.contains("\"use strict\";"), "\(piece.name) is not strict")
            for use in piece.source.split(separator: "window.").dropFirst() {
                let name = String(use.prefix { $0.isLetter })
                #expect(name == "PW" || name == "addEventListener", "\(piece.name) touches window.\(name)")
            }
        }
    }

    @Test func everyDisplayTypeIsRegistered() {
        let source = PreviewScript.source
        for type in DisplayType.allCases {
            #expect(source.contains("PW.renderers.\(type.rawValue) = (ctx) =>"), "no renderer for \(type.rawValue)")
        }
    }

    @Test func theRuntimeRunsBeforeTheBlocksAndTheRenderers() throws {
        let source = PreviewScript.source
        let runtime = try #require(source.firstRange(of: "const PW = (window.PW = window.PW || {});"))
        let blocks = try #require(source.firstRange(of: "PW.h = (tag, attrs, ...children)"))
        let modal = try #require(source.firstRange(of: "PW.renderers.modal = (ctx) =>"))
        #expect(runtime.lowerBound < blocks.lowerBound && blocks.lowerBound < modal.lowerBound)
    }

    @Test func theStylesHaveBalancedBlocks() {
        let styles = [("page", PreviewStyle.page), ("device", PreviewStyle.device), ("message", PreviewStyle.message),
                      ("slides", PreviewStyle.slides), ("games", PreviewStyle.games)]
        for (name, css) in styles {
            #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count, "\(name) CSS is unbalanced")
            #expect(!css.contains("@import") && !css.contains("url("), "\(name) CSS loads something")
        }
    }
}
