import PWTemplateSyntax

/// The `.pwtemplate.json` that `pwtemplate init` writes: every key with a sensible value, so
/// the file documents itself by example (docs/configuration.md explains each key).
public enum StarterConfig {
    /// The file for `kinds`: each kind's section after `failLevel`, with its starter value.
    public static func text(kinds: KindRegistry) -> String {
        let sections = kinds.settingsSections.map { "  \(JSONOutput.literal($0.key)): \($0.starter),\n" }.joined()
        return """
        {
          "$schema": "\(ConfigSchema.suggestedFileName)",
          "version": 1,
          "targets": ["ios@7.2.1", "android@6.10.1"],
          "failLevel": "error",
        \(sections)  "rules": {},
          "overrides": [
            {
              "files": ["legacy/**"],
              "rules": { "too-many-buttons": "info" }
            }
          ],
          "exclude": [".build/**"],
          "ignore": [],
          "limits": {
            "maxJSONEntrySize": \(ArchiveLimits.default.maxJSONEntrySize),
            "maxTotalSize": \(ArchiveLimits.default.maxTotalSize),
            "maxCompressionRatio": \(ArchiveLimits.default.maxCompressionRatio)
          }
        }

        """
    }
}
