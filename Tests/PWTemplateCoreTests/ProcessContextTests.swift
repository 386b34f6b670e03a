import Foundation
import Testing
@testable import PWTemplateCore

/// The process environment as the command line receives it.
@Suite struct ProcessContextTests {
    @Test func environmentMatchesFoundations() {
        let environment = ProcessContext.environment()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(environment["PATH"] != nil)
    }
}
