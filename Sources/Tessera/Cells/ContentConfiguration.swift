import TesseraTerminal

/// Describes a cell's content (Apple's `UIContentConfiguration`). Value types: change one and
/// assign it back to the cell.
///
/// Both requirements are spelt as UIKit's, so a custom configuration ports as written: the view
/// is a ``View`` that adopts ``ContentView``, and the state is any ``ConfigurationState`` (a
/// cell's is a ``CellConfigurationState``: cast to read focus or selection). Inside a cell class
/// that nests its own type named `ContentConfiguration`, name this one
/// `Tessera.ContentConfiguration`.
public protocol ContentConfiguration {
    /// A view that draws this configuration (Apple's `makeContentView() -> UIView & UIContentView`).
    @MainActor func makeContentView() -> View & ContentView
    /// This configuration as it should look in `state` (focused, selected, …).
    func updated(for state: ConfigurationState) -> Self

    /// Whether `other` is a configuration of the same type with an equal value: a cell given an
    /// equal configuration keeps its content view and image. Provided (Tessera's, not UIKit's):
    /// `==` for `Equatable` configurations; others always count as changed. Don't implement it.
    func _isEqual(to other: any ContentConfiguration) -> Bool
    /// The second half of ``_isEqual(to:)``, called on the other configuration so that both
    /// types are known without a dynamic cast. Provided; don't implement it.
    func _holds<Other: ContentConfiguration>(_ value: Other) -> Bool
}

extension ContentConfiguration {
    /// A configuration that is not `Equatable` is never known to be unchanged.
    public func _isEqual(to other: any ContentConfiguration) -> Bool { false }
    /// A configuration that is not `Equatable` holds nothing known to be equal.
    public func _holds<Other: ContentConfiguration>(_ value: Other) -> Bool { false }
}

extension ContentConfiguration where Self: Equatable {
    /// Same type and `==`: a type comparison, then the type's own `==` (no dynamic cast; every
    /// cell configured on a keystroke asks).
    public func _isEqual(to other: any ContentConfiguration) -> Bool { other._holds(self) }
    /// Whether this configuration is a `Other` equal to `value`.
    public func _holds<Other: ContentConfiguration>(_ value: Other) -> Bool {
        Other.self == Self.self && unsafeBitCast(value, to: Self.self) == self
    }
}

/// Draws a content configuration into a rectangle of cells (Apple's `UIContentView`). Adopted by
/// ``View`` subclasses: ``ContentConfiguration/makeContentView()`` returns a `View & ContentView`.
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown. The cell assigns each new one the view ``supports(_:)``; the
    /// view draws it on the next frame.
    var configuration: any ContentConfiguration { get set }
    /// Whether this view can show `configuration` (else the cell makes a new view).
    func supports(_ configuration: any ContentConfiguration) -> Bool
    /// Draws into `rect` of `buffer`; the background is already painted in `base`.
    func draw(into buffer: inout ScreenBuffer, in rect: CellRect, base: Style, theme: Theme)
    /// Rows this content wants at `width` columns, for estimated (self-sizing) heights.
    func preferredHeight(forWidth width: Int) -> Int
}

extension ContentView {
    /// By default, a view supports configurations of the same type as its current one.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
    /// By default, content wants one row whatever the width.
    public func preferredHeight(forWidth width: Int) -> Int { 1 }
}
