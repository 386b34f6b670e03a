/// The settings of a lint run that a kind owns (the native kind's support table and design
/// thresholds), each under the type of its key: a kind declares a ``KindSettingKey`` and reads
/// `configuration.settings[Key.self]`; a key never set reads as its default.
public struct KindSettings: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    public subscript<Key: KindSettingKey>(_ key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// The key of one kind's setting in ``KindSettings`` and its value when nothing sets it.
public protocol KindSettingKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
