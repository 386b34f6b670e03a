import FuzzSupport
import PWTemplateArchive
import PWTemplateLint
import PWTemplateNative
import PWTemplateSyntax

/// The safe fixes of `lint --fix`, checked as properties rather than only for traps: a file
/// that parsed still parses, a second run changes nothing, no byte outside the edits changes,
/// and `fmt` of the result is stable. A broken property is a `fatalError`, so libFuzzer keeps
/// the input like any crash.
///
/// Input: a flag byte, then the bytes of `native-config.json`, a zero byte, those of
/// `pushwoosh.json` (as `fuzz-lint`). Flag bit 0: the files are packed into a ZIP with
/// `ZipWriter` and read back as an archive; bit 1: inside a folder `promo/` (the move-to-root
/// fix); bit 2: with a `__MACOSX/` entry beside them (the drop-entry fix).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFix(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = FuzzInput(data, count: count)
    guard let flags = input.bytes.first else { return 0 }
    let (config, pushwoosh) = FuzzInput(Array(input.bytes.dropFirst())).halves
    let template = makeTemplate(config: config, pushwoosh: pushwoosh, flags: flags)
    let fixer = TemplateFixer(linter: TemplateLinter(), policy: FixPolicy())
    let outcome = fixer.fix(template)
    FixProperties.check(outcome, fixer: fixer)
    return 0
}

/// The template the input describes: in memory as a folder, or as a ZIP written and read back.
private func makeTemplate(config: [UInt8], pushwoosh: [UInt8]?, flags: UInt8) -> Template {
    guard flags & 1 == 1 else {
        return Template(TemplateContents(nativeConfig: config, pushwoosh: pushwoosh), path: "fuzz", kind: .folder)
    }
    let folder = flags & 2 == 2 ? "promo/" : ""
    var writer = ZipWriter()
    if !folder.isEmpty { writer.addDirectory("promo") }
    writer.addFile(folder + "native-config.json", bytes: config)
    if let pushwoosh { writer.addFile(folder + "pushwoosh.json", bytes: pushwoosh, compression: .store) }
    if flags & 4 == 4 { writer.addFile("__MACOSX/._native-config.json", bytes: [0, 5, 22, 7]) }
    guard let bytes = try? writer.archiveBytes() else { fatalError("ZipWriter could not write an archive of \(config.count) and \(pushwoosh?.count ?? 0) bytes") }
    return Template(TemplateReader.readArchive(bytes: bytes), path: "fuzz.zip", kind: .archive)
}
