/// A baseline file that cannot be used: missing, unreadable, not JSON, or not the shape
/// `--write-baseline` writes. The run stops before it lints or writes anything (exit 2).
public typealias BaselineError = SettingsFileError
