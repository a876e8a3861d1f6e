import Foundation

/// The two-index form UIKit adds to `IndexPath` for collection and table views; Foundation on
/// Linux lacks it. An index path here is always `[section, item]`.
extension IndexPath {
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

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
