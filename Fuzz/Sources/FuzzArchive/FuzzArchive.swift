import FuzzSupport
import PWTemplateArchive
import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax
import PWTemplateSystem

/// The archive layer on any bytes taken as a ZIP file in memory: reading a template from it,
/// linting what it holds, and inflating every entry within a small limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = FuzzInput(data, count: count).bytes
    let contents = TemplateReader.readArchive(bytes: bytes)
    Invariants.check(TemplateLinter().lint(Template(contents, path: "fuzz.zip", kind: .archive)))
    guard let archive = try? ZipArchive(bytes: bytes) else { return 0 }
    for entry in archive.entries.prefix(64) {
        _ = try? archive.read(entry, limit: 1 << 20)
    }
    return 0
}
