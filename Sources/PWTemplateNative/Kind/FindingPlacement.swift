import PWTemplateLint
import PWTemplateSyntax
import PWTemplateSystem

/// The file of a template folder an editor shows a finding on: the template file it names (or
/// `native-config.json` when it names none), any other file it names when that file is text an
/// editor can show, and `native-config.json` for the rest (images, folders, links, binaries).
package enum FindingPlacement {
    /// Files larger than this are not opened to tell text from binary: they are not text.
    static let textLimit: UInt64 = 1 << 20

    /// The entry `finding` is published on, in the template folder `folder`.
    package static func entry(of finding: Diagnostic, in folder: String) -> EntryName {
        guard let entry = finding.location.entry else { return .nativeConfig }
        if EntryName.sdkFiles.contains(entry) || isText(FilePath.join(folder, entry.path)) { return entry }
        return .nativeConfig
    }

    /// Whether `path` is a regular file (not a link) of at most ``textLimit`` bytes, valid UTF-8
    /// with no NUL byte.
    package static func isText(_ path: String) -> Bool {
        guard case .regular? = try? FileSystem.kind(of: path),
              let bytes = try? FileSystem.readFile(path, limit: textLimit) else { return false }
        return !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }
}
