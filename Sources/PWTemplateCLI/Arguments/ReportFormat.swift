/// How `lint` writes its report (`--format`).
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json
}
