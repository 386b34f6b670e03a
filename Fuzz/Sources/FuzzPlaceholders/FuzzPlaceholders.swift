import FuzzSupport
import PWTemplateArchive
import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax
import PWTemplateSystem

/// The placeholder scanner and both SDKs' resolvers on any string value and dictionary.
///
/// Input: the string value, a zero byte, then dictionary entries as `key=value` lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaceholders(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let (valueBytes, dictionaryBytes) = FuzzInput(data, count: count).halves
    let value = String(decoding: valueBytes, as: UTF8.self)
    var dictionary: [String: String] = [:]
    for line in String(decoding: dictionaryBytes ?? [], as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        dictionary[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    for platform in Platform.allCases {
        _ = PlaceholderResolver.resolve(value, dictionary: dictionaryBytes == nil ? nil : dictionary, platform: platform)
    }
    // The lint checks scan the value as a title and each dictionary value as a translation.
    let config = Array("""
        {"displayType":"modal","modal":{"title":{"text":\(JSONOutput.literal(value))}}}
        """.utf8)
    let entries = dictionary.sorted { $0.key < $1.key }
        .map { "\(JSONOutput.literal($0.key)):\(JSONOutput.literal($0.value))" }.joined(separator: ",")
    let localization = dictionaryBytes.map { _ in
        Array(#"{"default_language":"en","localization":{"en":{\#(entries)},"de":{}}}"#.utf8)
    }
    Invariants.check(TemplateLinter().lint(Template(nativeConfig: config, pushwoosh: localization, path: "fuzz")))
    return 0
}
