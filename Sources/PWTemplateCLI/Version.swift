/// The tool's name and version, as every report and `--version` print them.
public enum ToolInfo {
    public static let name = "pwtemplate"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/pwtemplate/pwtemplate"
}
