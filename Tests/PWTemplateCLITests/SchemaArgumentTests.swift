@testable import PWTemplateCLI
import PWTemplateLint
import PWTemplateNative
import Testing

/// `pwtemplate schema [<schema>]`: parsing only (the command prints the schema exporter's output).
@Suite struct SchemaArgumentTests {
    private func parse(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        try CommandLineParser.parse(arguments, pathExists: { _ in false })
    }

    @Test func withoutATypeTheWholeSchema() throws {
        #expect(try parse(["schema"]) == .schema(SchemaOptions()))
    }

    @Test(arguments: DisplayType.allCases)
    func everyDisplayTypeIsAccepted(_ type: DisplayType) throws {
        #expect(try parse(["schema", type.rawValue]) == .schema(SchemaOptions(name: type.rawValue)))
    }

    @Test func anUnknownTypeListsTheTypesAndSuggestsTheNearest() {
        #expect(throws: UsageError(
            message: "'modl' is not a valid schema; expected one of: banner, carousel, fullscreen, "
                + "modal, pip, scratchcard, sheet, spinwheel, stories, video, inbox, inapp; did you mean 'modal'?",
            usage: "pwtemplate schema [<options>] [<schema>]",
            hint: "See 'pwtemplate help schema' for more information."
        )) { try parse(["schema", "modl"]) }
    }

    @Test func aTypeFarFromEveryNameGetsNoSuggestion() throws {
        let error = try #require(throws: UsageError.self) { try parse(["schema", "popup"]) }
        #expect(error.message.hasSuffix("stories, video, inbox, inapp"))
    }

    @Test func oneTypeAtATime() throws {
        let error = try #require(throws: UsageError.self) { try parse(["schema", "modal", "banner"]) }
        #expect(error.message == "unexpected argument 'banner'")
    }
}
