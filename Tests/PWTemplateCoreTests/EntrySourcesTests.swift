import PWTemplateSyntax
import Testing

@Suite struct EntrySourcesTests {
    private let config = SourceText(bytes: Array("{}".utf8))
    private let pushwoosh = SourceText(bytes: Array(#"{"a": 1}"#.utf8))

    @Test func namesKeepTheirOrderAndASetReplacesOrRemoves() {
        var sources: EntrySources = [.pushwoosh: pushwoosh, .nativeConfig: config]
        #expect(sources.names == [.pushwoosh, .nativeConfig])
        #expect(sources[.nativeConfig]?.bytes == config.bytes && sources["other.json"] == nil)
        sources[.pushwoosh] = config
        #expect(sources.names == [.pushwoosh, .nativeConfig] && sources[.pushwoosh]?.bytes == config.bytes)
        sources[.pushwoosh] = nil
        #expect(sources.names == [.nativeConfig] && sources[.pushwoosh] == nil)
        sources[.nativeConfig] = nil
        #expect(sources.isEmpty)
    }

    @Test func filterKeepsTheEntriesChosen() {
        let sources: EntrySources = [.nativeConfig: config, .pushwoosh: pushwoosh]
        #expect(sources.filter { name, _ in name == .pushwoosh }.names == [.pushwoosh])
        #expect(sources.filter { _, text in text.bytes.count > 10 }.isEmpty)
    }
}
