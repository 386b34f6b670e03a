import Foundation
@testable import PWTemplateCLI
import Testing

/// `pack --config FILE` and `pack --no-config` choose the configuration of the lint before packing
/// as `lint` does (docs/configuration.md, "Which file applies"), `PWTEMPLATE_CONFIG` included.
@Suite final class PackConfigOptionsTests {
    private let folder: String
    /// An `http:` image: `insecure-media-url`, an error, unless a configuration turns it off.
    private static let template = ##"{"displayType":"modal","modal":{"showClose":true,"dimBackground":true,"background":"#FFFFFFFF","image":"http://cdn.example.com/a.png","title":{"text":"Hi","color":"#111111FF"},"buttons":[]}}"##
    private static let ruleOff = #"{"rules":{"insecure-media-url":"off"}}"#

    init() throws {
        folder = NSTemporaryDirectory() + "pwtemplate-pack-options-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/promo", withIntermediateDirectories: true)
        try write(Self.template, to: "promo/native-config.json")
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
    }

    private func pack(_ options: [String], environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["pack", "--force"] + options + ["promo"], environment: environment, currentDirectory: folder)
    }

    private var packed: Bool { FileManager.default.fileExists(atPath: folder + "/promo.zip") }

    @Test func withoutOptionsTheFoldersConfigurationApplies() throws {
        #expect(pack([]).code == .findings)
        try write(Self.ruleOff, to: ".pwtemplate.json")
        let result = pack([])
        #expect(result.code == .success, "\(result.output)")
        #expect(packed)
    }

    @Test func noConfigLintsWithTheDefaultsWhateverTheFolderOrEnvironmentSay() throws {
        try write(Self.ruleOff, to: ".pwtemplate.json")
        try write(Self.ruleOff, to: "named.json")
        let result = pack(["--no-config"], environment: ["PWTEMPLATE_CONFIG": "named.json"])
        #expect(result.code == .findings)
        #expect(result.output.contains("[insecure-media-url]"))
        #expect(result.output.hasSuffix("not packed promo: lint found 1 error\n"))
        #expect(!packed)
    }

    @Test func configNamesTheOneFileAndTurnsDiscoveryOff() throws {
        try write(#"{"rules":{"insecure-media-url":"error"}}"#, to: ".pwtemplate.json")
        try write(Self.ruleOff, to: "named.json")
        let result = pack(["--config", "named.json"])
        #expect(result.code == .success, "\(result.output)")
        #expect(result.output.hasPrefix("packed promo → promo.zip "))
        #expect(packed)
    }

    @Test func theEnvironmentNamesAFileAndConfigWinsOverIt() throws {
        try write(Self.ruleOff, to: "off.json")
        try write("{}", to: "defaults.json")
        #expect(pack([], environment: ["PWTEMPLATE_CONFIG": "off.json"]).code == .success)
        #expect(pack(["--config", "defaults.json"], environment: ["PWTEMPLATE_CONFIG": "off.json"]).code == .findings)
    }

    @Test func aConfigFileThatCannotBeUsedIsAUsageErrorAndNothingIsWritten() throws {
        let missing = pack(["--config", "nope.json"])
        #expect(missing.code == .usage)
        #expect(missing.error == "nope.json: error: no such configuration file\n  See docs/configuration.md for every key of .pwtemplate.json.\n")
        #expect(missing.output.isEmpty)
        #expect(!packed)
        // With --no-lint no configuration is read, so the file does not matter.
        #expect(pack(["--no-lint", "--config", "nope.json"]).code == .success)
    }

    @Test func configAndNoConfigCannotBeUsedTogether() {
        let result = pack(["--config", "x.json", "--no-config"])
        #expect(result.code == .usage)
        #expect(result.error.hasPrefix("error: '--config' and '--no-config' cannot be used together"))
        #expect(!packed)
    }
}
