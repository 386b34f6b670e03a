@testable import PWTemplateCLI
import Testing

@Suite("Argument binding")
struct ArgumentBindingTests {
    private static let tag = OptionSpec(
        longName: "tag", shortName: "t", help: "A tag.", kind: .repeatableValue(valueName: "tag"))
    private static let mode = OptionSpec(
        longName: "mode", help: "A mode.", kind: .singleValue(valueName: "mode"), allowedValues: ["fast", "slow"])
    private static let verbose = OptionSpec(longName: "verbose", shortName: "v", help: "Say more.")
    private static let secret = OptionSpec(longName: "secret", help: "Hidden.", isHidden: true)
    private static let demo = CommandSpec(
        name: "demo",
        abstract: "Demo.",
        arguments: [ArgumentSpec(name: "file", help: "A file.")],
        options: [tag, mode, verbose, secret, .help]
    )

    private func bind(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments {
        try ParsedArguments(ArgumentToken.tokenize(arguments), for: Self.demo)
    }

    @Test func repeatableValuesAccumulateAcrossSpellings() throws {
        let parsed = try bind(["--tag", "a", "-t", "b", "--tag=c"])
        #expect(parsed.values(of: Self.tag) == ["a", "b", "c"])
    }

    @Test func flagsByLongAndShortNameAndRepeated() throws {
        #expect(try bind(["-v"]).isSet(Self.verbose))
        #expect(try bind(["--verbose", "--verbose"]).isSet(Self.verbose))
        #expect(try !bind([]).isSet(Self.verbose))
    }

    @Test func hiddenOptionsParseButAreNotSuggested() throws {
        #expect(try bind(["--secret"]).isSet(Self.secret))
        #expect(throws: ArgumentError.unknownOption("--secre", suggestion: nil)) { try bind(["--secre"]) }
    }

    @Test func loneDashCanBeAValue() throws {
        #expect(try bind(["--tag", "-"]).values(of: Self.tag) == ["-"])
    }

    @Test func optionValueCanStartWithDashAfterEquals() throws {
        #expect(try bind(["--tag=-x"]).values(of: Self.tag) == ["-x"])
    }

    @Test func missingValueWhenAnOptionFollows() {
        #expect(throws: ArgumentError.missingValue(option: "--tag", allowedValues: [])) {
            try bind(["--tag", "--verbose"])
        }
    }

    @Test func missingValueWhenOnlyWordsAfterDoubleDashFollow() {
        #expect(throws: ArgumentError.missingValue(option: "--mode", allowedValues: ["fast", "slow"])) {
            try bind(["--mode", "--", "fast"])
        }
    }

    @Test func emptyValueIsMissing() {
        #expect(throws: ArgumentError.missingValue(option: "--tag", allowedValues: [])) { try bind(["--tag="]) }
    }

    @Test func invalidValueSuggestsTheClosestAllowedOne() {
        let expected = ArgumentError.invalidValue(
            "fats", option: "--mode", allowedValues: ["fast", "slow"], suggestion: "fast")
        #expect(throws: expected) { try bind(["--mode", "fats"]) }
    }

    @Test func singleValueOptionGivenTwice() {
        #expect(throws: ArgumentError.repeatedOption("--mode", first: "fast", second: "slow")) {
            try bind(["--mode", "fast", "--mode=slow"])
        }
    }

    @Test func flagGivenAValueBySpellingUsed() {
        #expect(throws: ArgumentError.flagWithValue(option: "--verbose", value: "yes")) { try bind(["-v=yes"]) }
    }

    @Test func positionalsIncludeWordsAfterDoubleDash() throws {
        #expect(try bind(["--", "-v"]).positionals == ["-v"])
        #expect(try bind(["--verbose", "a"]).positionals == ["a"])
    }

    @Test func surplusPositionalIsUnexpected() {
        #expect(throws: ArgumentError.unexpectedArgument("b")) { try bind(["a", "b"]) }
    }

    @Test func unknownShortOptionSuggestsALongNameItBegins() {
        #expect(throws: ArgumentError.unknownOption("-m", suggestion: "--mode")) { try bind(["-m", "fast"]) }
        #expect(throws: ArgumentError.unknownOption("-x", suggestion: nil)) { try bind(["-x"]) }
    }
}
