import Tessera

/// The colours of the gallery's tiles at one terminal colour depth.
///
/// Tiles are filled only at 256 colours. With 8 or 16 a dark fill would come out black, and on
/// a monochrome terminal any fill is shown in reverse video — which is how focus looks there,
/// so filled tiles would all look focused. Below 256 colours a tile is its border and label.
struct LayoutTilePalette {
    /// The tile families the examples use, so neighbouring kinds of tile can be told apart.
    enum Hue: CaseIterable {
        case slate, teal, plum, olive

        /// Fill and ink (border and label) at 256 colours: dark fills, light ink, all far from
        /// the theme's blue focus fill.
        fileprivate var rich: (fill: UInt8, ink: UInt8) {
            switch self {
            case .slate: (236, 110)
            case .teal: (23, 116)
            case .plum: (53, 182)
            case .olive: (58, 186)
            }
        }

        /// Ink at 8 and 16 colours.
        fileprivate var basic: Color {
            switch self {
            case .slate: .blue
            case .teal: .cyan
            case .plum: .magenta
            case .olive: .yellow
            }
        }
    }

    let depth: ColorDepth

    init(depth: ColorDepth) { self.depth = depth }

    /// The tile's background: fill and ink for `hue`; focus and selection restyle it (the theme's).
    func background(_ hue: Hue) -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        switch depth {
        case .palette256:
            background.backgroundColor = .palette(hue.rich.fill)
            background.foregroundColor = .palette(hue.rich.ink)
        case .eight, .sixteen:
            background.foregroundColor = hue.basic
        case .monochrome:
            break
        }
        return background
    }

    /// Backgrounds behind a section's rows (Section Background Decoration), in a rounded frame.
    func sectionBackground() -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        background.strokeWidth = 1
        background.cornerRadius = 1
        if depth == .palette256 {
            background.backgroundColor = .palette(sectionFill)
            background.strokeColor = .palette(242)
        }
        return background
    }

    /// The fill of `sectionBackground()`, which rows on it share (nil: no fill at this depth).
    var sectionFillColor: Color? { depth == .palette256 ? .palette(sectionFill) : nil }
    private let sectionFill: UInt8 = 236

    /// A badge: a bright fill that stays visible at every depth (reverse video in monochrome).
    func badgeBackground() -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        background.showsStateHighlight = false
        background.backgroundColor = depth == .palette256 ? .palette(160) : .red
        background.foregroundColor = depth == .palette256 ? .palette(231) : .white
        return background
    }

    /// A header bar across the screen (Section Headers/Footers).
    func headerBackground() -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        background.showsStateHighlight = false
        switch depth {
        case .palette256:
            background.backgroundColor = .palette(238)
            background.foregroundColor = .palette(223)
        case .eight, .sixteen:
            background.foregroundColor = .yellow
        case .monochrome:
            break
        }
        return background
    }
}

extension LayoutTilePalette {
    /// Tiles labelled "section, item" (numbers counted across sections of `itemsPerSection`),
    /// coloured by section: the orthogonal examples' rows.
    @MainActor func sectionTileRegistration(itemsPerSection: Int) -> CollectionView.CellRegistration<CollectionViewCell, Int> {
        let hues = Hue.allCases
        return CollectionView.CellRegistration<CollectionViewCell, Int> { cell, path, number in
            cell.backgroundConfiguration = self.background(hues[path.section % hues.count])
            cell.contentConfiguration = LayoutTileConfiguration(label: "\(number / itemsPerSection), \(number % itemsPerSection)")
        }
    }
}
