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

        /// Fill and ink (border and label) at 256 colours on `background`: dark fills with light
        /// ink on a dark terminal, pale fills with dark ink on a light one (a dark slab beside a
        /// white sidebar reads as a hole in the page), all far from the theme's blue focus fill.
        fileprivate func rich(on background: BackgroundAppearance) -> (fill: UInt8, ink: UInt8) {
            switch (self, background) {
            case (.slate, .dark): (236, 110)
            case (.teal, .dark): (23, 116)
            case (.plum, .dark): (53, 182)
            case (.olive, .dark): (58, 187)
            case (.slate, .light): (254, 238)
            case (.teal, .light): (195, 23)
            case (.plum, .light): (225, 90)
            case (.olive, .light): (229, 58)
            }
        }

        /// Ink at 8 and 16 colours on `background`: each readable there (contrast 4.5 with
        /// xterm's palette). Blue and magenta are too dark on black, cyan and yellow too light
        /// on white, so the families change colour with the background.
        fileprivate func basic(on background: BackgroundAppearance, sixteen: Bool) -> Color {
            switch (self, background) {
            case (.slate, .dark): .white
            case (.teal, .dark): .cyan
            case (.plum, .dark): sixteen ? .brightMagenta : .green
            case (.olive, .dark): .yellow
            case (.slate, .light): .black
            case (.teal, .light): .blue
            case (.plum, .light): .magenta
            case (.olive, .light): .red
            }
        }
    }

    let depth: ColorDepth
    let background: BackgroundAppearance

    init(depth: ColorDepth, background: BackgroundAppearance = .dark) {
        self.depth = depth
        self.background = background
    }

    /// The tile's background: fill and ink for `hue`; focus and selection restyle it (the theme's).
    func background(_ hue: Hue) -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        switch depth {
        case .palette256:
            let rich = hue.rich(on: self.background)
            background.backgroundColor = .palette(rich.fill)
            background.foregroundColor = .palette(rich.ink)
        case .eight, .sixteen:
            background.foregroundColor = hue.basic(on: self.background, sixteen: depth == .sixteen)
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
            // The fill brings its text colour; the frame keeps a glyph's contrast (3) on it.
            background.backgroundColor = .palette(sectionFill)
            background.foregroundColor = sectionInkColor
            background.strokeColor = .palette(self.background == .light ? 244 : 246)
        }
        return background
    }

    /// The fill of `sectionBackground()`, which rows on it share (nil: no fill at this depth).
    var sectionFillColor: Color? { depth == .palette256 ? .palette(sectionFill) : nil }
    /// The text colour on `sectionFillColor` (nil where there is no fill).
    var sectionInkColor: Color? { depth == .palette256 ? .palette(background == .light ? 16 : 252) : nil }
    /// A shade off the terminal's background: dark grey on a dark one, light grey on a light one.
    private var sectionFill: UInt8 { background == .light ? 255 : 236 }

    /// A badge: a bright fill that stays visible at every depth (reverse video in monochrome).
    /// Bright white on red at 16 colours (white is 4.3 on kitty's red); at 8, where no text
    /// reads on red in every palette, black on yellow, not bold (`badgeEmphasis`).
    func badgeBackground() -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        background.showsStateHighlight = false
        switch depth {
        case .palette256: (background.backgroundColor, background.foregroundColor) = (.palette(160), .palette(231))
        case .sixteen: (background.backgroundColor, background.foregroundColor) = (.red, .brightWhite)
        case .eight, .monochrome: (background.backgroundColor, background.foregroundColor) = (.yellow, .black)
        }
        return background
    }

    /// A badge's count: bold, except at 8 colours, where bold black is drawn grey.
    var badgeEmphasis: TextAttributes { depth == .eight ? [] : .bold }

    /// A header bar across the screen (Section Headers/Footers).
    func headerBackground() -> BackgroundConfiguration {
        var background = BackgroundConfiguration()
        background.showsStateHighlight = false
        switch depth {
        case .palette256:
            // A shade off the terminal's background, as the section backgrounds are.
            background.backgroundColor = .palette(self.background == .light ? 254 : 238)
            background.foregroundColor = .palette(self.background == .light ? 24 : 223)
        case .eight, .sixteen:
            background.foregroundColor = self.background == .light ? .blue : .yellow
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
