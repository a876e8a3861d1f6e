import TesseraTerminal

extension CollectionView {
    /// What the collection view shows over its whole frame in place of its items, centred
    /// (Apple's iOS 17 `contentUnavailableConfiguration`, which UIKit puts on the view
    /// controller): ``ContentUnavailableConfiguration/loading()`` while the data is on its way,
    /// ``ContentUnavailableConfiguration/search()`` when a search found nothing,
    /// ``ContentUnavailableConfiguration/empty()`` filled in for anything else. Nil (the
    /// default) shows the items. Any ``ContentConfiguration`` can be shown.
    public var contentUnavailableConfiguration: (any ContentConfiguration)? {
        get { contentUnavailable.configuration }
        set {
            contentUnavailable.show(newValue)
            setNeedsDisplay()
        }
    }

    /// Draws the content-unavailable view over the items, opaque, when there is one. Called
    /// at the end of every frame the collection view draws.
    func drawContentUnavailable(into buffer: inout ScreenBuffer) {
        guard let view = contentUnavailable.view, !bounds.isEmpty else { return }
        view.frame = bounds
        view.draw(into: &buffer, in: bounds, base: theme.text, theme: theme)
    }
}

/// The collection view's content-unavailable configuration and the view drawing it.
///
/// Invariant: `view` is nil exactly when `configuration` is, and otherwise shows it; the view is
/// kept while new configurations are ones it supports, as a cell keeps its content view.
struct ContentUnavailableState {
    private(set) var configuration: (any ContentConfiguration)?
    private(set) var view: (View & ContentView)?

    @MainActor mutating func show(_ newConfiguration: (any ContentConfiguration)?) {
        configuration = newConfiguration
        guard let newConfiguration else { view = nil; return }
        if let view, view.supports(newConfiguration) {
            view.configuration = newConfiguration
        } else {
            view = newConfiguration.makeContentView()
        }
    }
}
