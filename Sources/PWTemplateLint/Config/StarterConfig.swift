/// The `.pwtemplate.json` that `pwtemplate init` writes: every key with a sensible value, so
/// the file documents itself by example (docs/configuration.md explains each key).
public enum StarterConfig {
    public static let text = """
        {
          "$schema": "\(ConfigSchema.suggestedFileName)",
          "version": 1,
          "targets": ["ios@7.2.1", "android@6.10.1"],
          "failLevel": "error",
          "platformSupport": {},
          "rules": {},
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
