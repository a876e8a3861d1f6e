import TesseraLayout

extension CollectionLayoutListConfiguration.Appearance {
    /// The appearance as the example names it on screen.
    var exampleName: String {
        switch self {
        case .plain: "plain"
        case .sidebarPlain: "sidebar plain"
        case .sidebar: "sidebar"
        case .grouped: "grouped"
        case .insetGrouped: "inset grouped"
        }
    }

    var isSidebarAppearance: Bool { self == .sidebar || self == .sidebarPlain }
}
