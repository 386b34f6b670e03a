import PWTemplateSyntax
import Testing

@Suite("Edit distance and suggestions")
struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "abc", 3), ("lint", "lint", 0), ("lnt", "lint", 1),
        ("hepl", "help", 2), ("fromat", "format", 2), ("kitten", "sitting", 3), ("jsn", "json", 1),
    ])
    func levenshtein(_ a: String, _ b: String, _ distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test func nearestWithinTwo() {
        #expect(EditDistance.closest(to: "fromat", among: ["format", "color"]) == "format")
        #expect(EditDistance.closest(to: "txt", among: ["text", "json"]) == "text")
    }

    @Test func nothingCloseGivesNoSuggestion() {
        #expect(EditDistance.closest(to: "xml", among: ["text", "json"]) == nil)
        #expect(EditDistance.closest(to: "", among: ["text"]) == nil)
    }

    @Test func aSingleLetterOnlyMatchesAsAPrefix() {
        #expect(EditDistance.closest(to: "x", among: ["h"]) == nil)
        #expect(EditDistance.closest(to: "q", among: ["help", "quiet"]) == "quiet")
    }

    @Test func distanceBeatsPrefixAndTiesGoToTheEarlier() {
        #expect(EditDistance.closest(to: "st", among: ["stdin-filename", "sa"]) == "sa")
        #expect(EditDistance.closest(to: "ab", among: ["ac", "ad"]) == "ac")
        #expect(EditDistance.closest(to: "s", among: ["strict", "stdin-filename"]) == "strict")
    }
}
