/// The state a configuration reacts to (Apple's `UIConfigurationState`): what
/// ``ContentConfiguration/updated(for:)`` receives. A cell's is a ``CellConfigurationState``, so
/// a configuration that reads focus or selection casts, as UIKit code does:
/// `guard let state = state as? CellConfigurationState else { return self }`.
public protocol ConfigurationState {
    /// App-defined state under `key`; nil when there is none.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

extension CellConfigurationState: ConfigurationState {}
