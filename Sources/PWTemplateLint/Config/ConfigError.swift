/// A `.pwtemplate.json` that cannot be used: unreadable, not JSON, or a key or value pwtemplate
/// does not accept. Lint never falls back to the defaults; the CLI exits 2.
public typealias ConfigError = SettingsFileError
