import FuzzSupport
import PWTemplateArchive
import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax
import PWTemplateSystem

/// The whole lint of a template held in memory: every check on any `native-config.json` and
/// `pushwoosh.json`, for every platform.
///
/// Input: the bytes of `native-config.json`, a zero byte, then those of `pushwoosh.json` (no zero
/// byte: no `pushwoosh.json`). JSON text never holds a raw zero byte, so the split loses nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let (config, pushwoosh) = FuzzInput(data, count: count).halves
    let contents = TemplateContents(nativeConfig: config, pushwoosh: pushwoosh)
    Invariants.check(TemplateLinter().lint(Template(contents, path: "fuzz", kind: .folder)))
    return 0
}
