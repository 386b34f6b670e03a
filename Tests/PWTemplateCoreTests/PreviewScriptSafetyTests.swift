import PWTemplateKinds
@testable import PWTemplateLint
import PWTemplateNative
@testable import PWTemplatePreview
import Testing

/// Every JavaScript and CSS piece of the preview (the files of `Preview/Resources/`, as
/// embedded): template text only reaches the page as text, every piece keeps to itself, and
/// each display type has a renderer. (PreviewAssetFileTests checks the files with node; the
/// browser tests under Tests/Integration/preview drive the page itself.)
@Suite struct PreviewScriptSafetyTests {
    @Test func noPieceTurnsTextIntoMarkupOrCode() {
        let forbidden = ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
                         "setTimeout(\"", ".href =", "\"href\"", "location.href", "window.open"]
        for piece in PreviewRenderers.standard.pageAssets.scripts {
            for word in forbidden {
                #expect(!piece.text.contains(word), "\(piece.name) uses \(word)")
            }
        }
    }

    @Test func everyPieceIsAStrictClosureThatLeaksOnlyPW() {
        for piece in PreviewRenderers.standard.pageAssets.scripts {
            let lines = piece.text.split(separator: "\n")
            #expect(lines.first == "(() => {", "\(piece.name) does not open a closure")
            #expect(lines.last == "})();", "\(piece.name) does not close its closure")
            #expect(piece.text.contains("\"use strict\";"), "\(piece.name) is not strict")
            for use in piece.text.split(separator: "window.").dropFirst() {
                let name = String(use.prefix { $0.isLetter })
                #expect(name == "PW" || name == "addEventListener", "\(piece.name) touches window.\(name)")
            }
        }
    }

    /// Each display type has its renderer in a file named after it, and the page registers it.
    @Test func everyDisplayTypeIsRegistered() {
        let source = PreviewRenderers.standard.pageAssets.script
        for type in DisplayType.allCases {
            let registration = "PW.renderers.\(type.rawValue) = (ctx) =>"
            let file = PreviewRenderers.standard.pageAssets.scripts.first { $0.name == type.rawValue + ".js" }
            #expect(file?.text.contains(registration) == true, "no \(type.rawValue).js registering its renderer")
            #expect(source.contains(registration), "no renderer for \(type.rawValue)")
        }
    }

    @Test func theRuntimeRunsBeforeTheBlocksAndTheRenderers() throws {
        let source = PreviewRenderers.standard.pageAssets.script
        let runtime = try #require(source.firstRange(of: "const PW = (window.PW = window.PW || {});"))
        let blocks = try #require(source.firstRange(of: "PW.h = (tag, attrs, ...children)"))
        let modal = try #require(source.firstRange(of: "PW.renderers.modal = (ctx) =>"))
        #expect(runtime.lowerBound < blocks.lowerBound && blocks.lowerBound < modal.lowerBound)
    }

    @Test func theStylesHaveBalancedBlocks() {
        for piece in PreviewRenderers.standard.pageAssets.styles {
            let css = piece.text
            #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count, "\(piece.name) CSS is unbalanced")
            #expect(!css.contains("@import") && !css.contains("url("), "\(piece.name) CSS loads something")
        }
    }
}
