@testable import PWTemplateArchive
@testable import PWTemplateLint
@testable import PWTemplateNative
@testable import PWTemplateSyntax
import Testing

/// Inputs the fuzz targets of Fuzz/ found (docs/robustness.md), each kept as bytes in the
/// shape its target reads them.
@Suite struct FuzzRegressionTests {
    /// fuzz-placeholders input: the string value, a zero byte, then `key=value` dictionary lines.
    private func placeholders(_ bytes: [UInt8]) -> (value: String, dictionary: [String: String]) {
        let zero = bytes.firstIndex(of: 0) ?? bytes.endIndex
        var dictionary: [String: String] = [:]
        for line in String(decoding: bytes[zero...].dropFirst(), as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            dictionary[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        return (String(decoding: bytes[..<zero], as: UTF8.self), dictionary)
    }

    /// A date placeholder whose translation holds more date placeholders: each replacement
    /// re-creates matches of the ones still to come.
    static let selfReferencingDate: [UInt8] = [
        0x7B, 0x7B, 0x64, 0x61, 0x74, 0x65, 0x7C, 0x6D, 0x2D, 0x64, 0x2D, 0x79, 0x20, 0x48, 0x3A, 0x69,
        0x7C, 0x7C, 0x63, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x74, 0x7B, 0x7B, 0x64,
        0x61, 0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x74, 0x7C, 0x78,
        0xBB, 0x78, 0x7D, 0x7C, 0x78, 0x74, 0xBB, 0x7C, 0x79, 0x7C, 0xFF, 0xFF, 0xFF, 0x54, 0x74, 0x7B,
        0x7B, 0x64, 0x61, 0x64, 0x61, 0x74, 0x65, 0x7C, 0x7B, 0x64, 0x61, 0x74, 0x65, 0x7B, 0x64, 0x61,
        0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x74, 0x7B, 0x7B, 0x64,
        0x61, 0x74, 0x65, 0x7C, 0xFB, 0x07, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x00,
        0x64, 0x61, 0x74, 0x65, 0x3D, 0x32, 0x30, 0x32, 0x34, 0x2D, 0x7B, 0x64, 0x61, 0x74, 0x65, 0x7B,
        0x64, 0x61, 0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x74, 0x7B,
        0x7B, 0x64, 0x61, 0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x2D, 0x73, 0x7C, 0x7D, 0x7D, 0x20, 0x7B,
        0x7B, 0x98, 0x7C, 0x62, 0x63, 0x7C, 0x7D, 0x2D, 0x7D, 0x20, 0xFF, 0x1D, 0x2D, 0x79, 0x62, 0x7C,
        0x25, 0x7B, 0x3D, 0x98, 0x7C, 0x6A, 0x63, 0x54, 0x65, 0x7C, 0x4D, 0x2D, 0x7C, 0x63, 0x7D, 0x25,
        0x7B, 0x7B, 0x61, 0x7C, 0x62, 0x62, 0x63, 0x7C, 0x7D, 0x7D, 0x63, 0x7D, 0x25, 0x7B, 0x3D, 0x8E,
        0x7C, 0x79, 0x7C, 0x7B, 0x64, 0x61, 0x74, 0x65, 0x7C, 0x7B, 0x64, 0x61, 0x74, 0x65, 0x7B, 0x64,
        0x61, 0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x7C, 0x21, 0x7D, 0x7D, 0x74, 0x7B, 0x7B, 0x64, 0x61, 0x74,
        0x65, 0x7C, 0xFB, 0x07, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x00, 0x64, 0x61,
        0x74, 0x65, 0x3D, 0x32, 0x30, 0x32, 0x34, 0x2D, 0x7B, 0x64, 0x61, 0x74, 0x65, 0x7B, 0x64, 0x61,
        0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x74, 0x7B, 0x7B, 0x64,
        0x61, 0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x7D, 0x7D, 0x74, 0x7C, 0x78, 0xBB, 0x7C, 0x79, 0x7C,
        0x7B, 0x64, 0x61, 0x74, 0x65, 0x7C, 0x4D, 0x2D, 0x64, 0x2D, 0x79, 0x7C, 0x21, 0x7D, 0x7D, 0x7C,
        0x7D, 0x7D, 0x7D, 0x7D, 0x20, 0x7B, 0x78, 0x7C, 0x79, 0x7C, 0x7D, 0x00, 0x64, 0x61, 0x74, 0x65,
        0x3D, 0x32, 0x30, 0x32, 0x34, 0x2D, 0x30, 0x32, 0x2D, 0x32, 0x39, 0x30, 0x32, 0x2D, 0x32, 0x39,
        0x32, 0x30, 0x32, 0x34, 0x2D, 0x24, 0x35, 0x0A,
    ]

    /// Without the limit: a minute (debug build) to build 89,758 scalars. The output's size
    /// proves the limit; the time limit only guards against a hang.
    @Test(.timeLimit(.minutes(10))) func aTranslationThatRecreatesItsPlaceholdersStopsAtTheWorkLimit() throws {
        let (value, dictionary) = placeholders(Self.selfReferencingDate)
        let android = PlaceholderResolver.resolve(value, dictionary: dictionary, platform: .android)
        #expect(android.unicodeScalars.count <= PlaceholderResolver.budget(forScalars: value.unicodeScalars.count))
        // iOS never re-reads what it wrote, so it renders in full.
        #expect(PlaceholderResolver.resolve(value, dictionary: dictionary, platform: .ios).unicodeScalars.count == 771)
    }

    /// fuzz-placeholders, round 11 (minimized): a date below `Int64.min` seconds, which iOS
    /// reads as `Int64.min` (`longLongValue` saturates); the calendar arithmetic overflowed.
    @Test func aDateBelowTheSmallestSecondsIsFormatted() {
        let (value, dictionary) = placeholders(Array("{{date|M-d-y}}\u{0}date=-42888888888888888888".utf8))
        let ios = PlaceholderResolver.resolve(value, dictionary: dictionary, platform: .ios)
        #expect(!ios.isEmpty && ios != value, "iOS formats the date")
        #expect(PlaceholderResolver.resolve(value, dictionary: dictionary, platform: .android) == "-42888888888888888888",
                "Android's Long.parseLong refuses it: the value as it is")
    }

    @Test func twoHundredDistinctPlaceholdersStayWithinTheLimit() {
        let keys = (0..<200).map { "key\($0)" }
        let value = keys.map { "{{\($0)|text|default}} " }.joined()
        let dictionary = Dictionary(uniqueKeysWithValues: keys.map { ($0, $0.uppercased()) })
        let expected = keys.map { $0.uppercased() + " " }.joined()
        for platform in Platform.allCases {
            #expect(PlaceholderResolver.resolve(value, dictionary: dictionary, platform: platform) == expected)
        }
    }

    /// fuzz-fix (session 11, reduced): renaming `aCtion` would add `no-way-out` while
    /// `diMBackground` is misspelt, so the first run refused it for good, renamed
    /// `diMBackground`, and a second run then renamed `aCtion`. A refusal is now judged again
    /// after a pass that applied other fixes: one run does both, a second changes nothing.
    @Test func aFixRefusedBesideAnotherMistakeIsTriedAgainOnceThatIsFixed() throws {
        let config = #"""
            {
              "displayType": "modal",
              "modal": {
                "diMBackground": true,
                "background": "#FFFFFFFF",
                "title": {"text": "Spring sale", "color": "#1A1A1AFF"},
                "buttons": [
                  {
                    "text": {"text": "Shop the sale", "color": "#FFFFFFFF"},
                    "background": "#0A5FC2FF",
                    "aCtion": {"type": "url", "url": "shop://sale/spring"}
                  }
                ]
              }
            }
            """#
        let fixer = TemplateFixer(linter: TemplateLinter(), policy: FixPolicy())
        let first = fixer.fix(Template(TemplateContents(nativeConfig: Array(config.utf8)), path: "fuzz", kind: .folder))
        #expect(first.applied.map(\.title) == ["rename \"diMBackground\" to \"dimBackground\"", "rename \"aCtion\" to \"action\""])
        #expect(first.refused.isEmpty)
        let second = fixer.fix(first.fixed)
        #expect(second.applied.isEmpty, "\(second.applied.map(\.title))")
    }

    /// fuzz-placeholders (session 11): a title of invalid UTF-8 and a translation with markup.
    /// The target's invariant was wrong: it measured the related location of `l10n-html-markup`
    /// (the placeholder in native-config.json) against pushwoosh.json. Each location lies
    /// inside the file it names.
    @Test func findingsOfAnInvalidUTF8TitleLieInsideTheirFiles() throws {
        let bytes: [UInt8] = [
            0x7b, 0x7b, 0x64, 0x61, 0x74, 0x65, 0x7c, 0x4d, 0x2d, 0x64, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
            0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x2d, 0x79, 0x7c, 0x7d, 0x7d, 0xf8, 0x20, 0x7b, 0x7b, 0x7b, 0x7b, 0x61, 0x7c, 0x24,
            0x7c, 0x63, 0x7d, 0x4f, 0x70, 0x74, 0x69, 0x6f, 0x7c, 0xf0, 0x9f, 0x98, 0x80, 0x00, 0x64, 0x61, 0x74, 0x65, 0x3d, 0x39,
            0x30, 0x38, 0xf3, 0x34, 0x2d, 0x76, 0x26, 0x61, 0x74, 0x65, 0x72, 0x3b, 0x7b,
        ]
        let (value, dictionary) = placeholders(bytes)
        let config = #"{"displayType":"modal","modal":{"title":{"text":\#(JSONOutput.literal(value))}}}"#
        let entries = dictionary.sorted { $0.key < $1.key }.map { "\(JSONOutput.literal($0.key)):\(JSONOutput.literal($0.value))" }
        let localization = #"{"default_language":"en","localization":{"en":{\#(entries.joined(separator: ","))},"de":{}}}"#
        let report = TemplateLinter().lint(Template(nativeConfig: Array(config.utf8), pushwoosh: Array(localization.utf8), path: "fuzz"))
        let sources = report.sources
        #expect(report.diagnostics.contains { $0.rule == .l10nHTMLMarkup && $0.related.first?.location.entry == .nativeConfig })
        for finding in report.diagnostics {
            let locations = [finding.location] + finding.related.map { related in
                Location(entry: related.location.entry ?? finding.location.entry, pointer: nil, range: related.location.range)
            }
            for location in locations {
                guard let range = location.range, let entry = location.entry else { continue }
                let size = try #require(sources[entry]).bytes.count
                #expect(range.bytes.lowerBound >= 0 && range.bytes.upperBound <= size, "\(finding.rule.id) \(range.bytes) of \(size) in \(entry)")
            }
        }
    }
}
