@testable import PWTemplateCLI
import Testing

@Suite("Argument tokenizer")
struct ArgumentTokenizerTests {
    private func option(_ name: String, short: Bool = false, value: String? = nil) -> ArgumentToken {
        .option(OptionToken(name: name, isShort: short, attachedValue: value))
    }

    @Test func longOptionWithAttachedValue() {
        #expect(ArgumentToken.tokenize(["--format=json"]) == [option("format", value: "json")])
    }

    @Test func longOptionFollowedByWord() {
        #expect(ArgumentToken.tokenize(["--format", "json"]) == [option("format"), .value("json")])
    }

    @Test func onlyTheFirstEqualsSplits() {
        #expect(ArgumentToken.tokenize(["--stdin-filename=a=b.zip"])
            == [option("stdin-filename", value: "a=b.zip")])
    }

    @Test func emptyAttachedValueIsKept() {
        #expect(ArgumentToken.tokenize(["--format="]) == [option("format", value: "")])
    }

    @Test func shortOptions() {
        #expect(ArgumentToken.tokenize(["-h", "-x=1"])
            == [option("h", short: true), option("x", short: true, value: "1")])
    }

    @Test func loneDashIsAWord() {
        #expect(ArgumentToken.tokenize(["-"]) == [.value("-")])
    }

    @Test func doubleDashEndsOptions() {
        #expect(ArgumentToken.tokenize(["a.zip", "--", "-x.zip", "--strict", "--"])
            == [.value("a.zip"), .positional("-x.zip"), .positional("--strict"), .positional("--")])
    }

    @Test func spellingDropsTheValue() {
        #expect(OptionToken(name: "format", isShort: false, attachedValue: "json").spelling == "--format")
        #expect(OptionToken(name: "h", isShort: true, attachedValue: nil).spelling == "-h")
    }

    @Test func helpIsFoundBeforeDoubleDashOnly() {
        #expect(ArgumentToken.tokenize(["x", "-h"]).requestHelp(from: .lint))
        #expect(ArgumentToken.tokenize(["--help=1"]).requestHelp(from: .lint))
        #expect(!ArgumentToken.tokenize(["--", "--help"]).requestHelp(from: .lint))
        #expect(!ArgumentToken.tokenize(["--hel"]).requestHelp(from: .lint))
    }
}
