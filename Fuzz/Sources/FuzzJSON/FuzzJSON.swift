import FuzzSupport
import PWTemplateArchive
import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The JSON parser on any bytes: it must never trap, and its tree and findings must fit the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = FuzzInput(data, count: count)
    let document = JSONParser.parse(input.bytes)
    Invariants.check(document)
    // A tight depth limit takes the `json-too-deep` path on ordinary inputs too.
    Invariants.check(JSONParser.parse(input.bytes, maxDepth: 3))
    return 0
}
