import Foundation
@testable import PWTemplateSystem
import Testing

/// The process environment as the command line receives it.
@Suite(.serialized) struct ProcessContextTests {
    @Test func environmentMatchesFoundations() {
        let environment = ProcessContext.environment()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(environment["PATH"] != nil)
    }

    @Test func anEntryIsSplitAtItsFirstEqualsByte() {
        // U+0301 after the `=` forms one Character with it; the split is by byte, not by Character.
        #expect(ProcessContext.variable("A=\u{301}x").map { [$0.name, $0.value] } == ["A", "\u{301}x"])
        #expect(ProcessContext.variable("É=a=b").map { [$0.name, $0.value] } == ["É", "a=b"])
        #expect(ProcessContext.variable("EMPTY=").map { [$0.name, $0.value] } == ["EMPTY", ""])
        #expect(ProcessContext.variable("NO_EQUALS") == nil)
    }

    @Test func aValueStartingWithACombiningMarkIsRead() {
        let name = "PWTEMPLATE_TEST_COMBINING_\(UInt32.random(in: 0...UInt32.max))"
        setenv(name, "\u{301}x", 1)
        defer { unsetenv(name) }
        #expect(ProcessContext.environment()[name] == "\u{301}x")
    }
}
