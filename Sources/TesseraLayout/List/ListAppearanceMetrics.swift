/// How each list appearance looks in cells (see README.md): blank rows above a section,
/// columns inset on each side, and whether headers stick to the top.
struct ListAppearanceMetrics {
    /// Blank rows above each section (before its header), unless `headerTopPadding` is set.
    let topPadding: Int
    /// Columns between the container's edges and the rows, on each side.
    let sideInset: Int
    let pinsHeaders: Bool

    init(_ appearance: CollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain: self.init(topPadding: 0, sideInset: 0, pinsHeaders: true)
        case .grouped: self.init(topPadding: 1, sideInset: 0, pinsHeaders: false)
        case .insetGrouped: self.init(topPadding: 1, sideInset: 2, pinsHeaders: false)
        case .sidebar: self.init(topPadding: 1, sideInset: 1, pinsHeaders: false)
        case .sidebarPlain: self.init(topPadding: 0, sideInset: 0, pinsHeaders: false)
        }
    }

    private init(topPadding: Int, sideInset: Int, pinsHeaders: Bool) {
        self.topPadding = topPadding
        self.sideInset = sideInset
        self.pinsHeaders = pinsHeaders
    }
}
