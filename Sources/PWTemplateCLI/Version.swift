import PWTemplateArchive
import PWTemplateBuildInfo

/// The tool's name and version, as every report and `--version` print them.
public enum ToolInfo {
    public static let name = "pwtemplate"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/pwtemplate/pwtemplate"

    /// What `--version` prints: `pwtemplate 0.1.0 (3f2c1ab, libzip 1.7.3)`, the commit the binary
    /// was built from (`unknown` outside git) and the libzip it runs with.
    public static var versionLine: String {
        "\(name) \(version) (\(BuildInfo.commit), libzip \(Libzip.version))"
    }
}
