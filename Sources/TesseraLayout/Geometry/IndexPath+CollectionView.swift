import Foundation

/// The two-index form UIKit adds to `IndexPath` for collection and table views; Foundation on
/// Linux lacks it. An index path here is always `[section, item]`.
extension IndexPath {
    /// The index path `[section, item]` of an item in a collection view (UIKit's
    /// `IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The index path `[section, row]` of a row in a table view (UIKit's `IndexPath(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item within its section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// Table views' name for `item`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
