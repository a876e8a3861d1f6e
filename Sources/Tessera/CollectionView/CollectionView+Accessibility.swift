import Foundation
import TesseraData
import TesseraTerminal

// What the accessible mode reads of a collection view: the focused item in words (its cell's
// `accessibilitySummary` and its place), and where the real cursor stands on it.
extension CollectionView {
    /// An apply changed the items: the window says so once keys pause (accessible mode), unless
    /// the view was never drawn (its first data is part of the screen appearing).
    func announceApplied(total: Int, inserted: Int, deleted: Int) {
        guard composer.compositedFrame != nil else { return }
        window?.listChanged(total: total, inserted: inserted, deleted: deleted)
    }

    /// The focused item, in words ("Mont Blanc, 4,810 m, 2 of 42"), what it is, and its words
    /// without its place (what tells a change of the item from a change of the count); nil when
    /// nothing is focused. A cell the app gave no words is read from what it shows. O(sections)
    /// for its place, plus the cell's cells when read from the screen.
    func focusedItemWords() -> (identity: AnyHashable, words: String, withoutPlace: String?)? {
        guard let id = marks.focused, let path = indexPathForFocusedItem else { return nil }
        let counts = compositionalLayout.itemCounts
        guard path.section < counts.count else { return nil }
        let place = counts[..<path.section].reduce(0, +) + path.item + 1
        let total = counts.reduce(0, +)
        let cell = cells.view(for: .item(id)) as? CollectionViewCell
        let said = cell?.accessibilitySummary ?? drawnWords(of: .item(id))
        let placeWords = "\(DifferenceAnnouncement.spoken(place)) of \(DifferenceAnnouncement.spoken(total))"
        return (AnyHashable(id), [said, placeWords].compactMap { $0 }.joined(separator: ", "), said)
    }

    /// The text an element shows as the last frame drew it, its rows joined and blanks and box
    /// lines left out ("🤸 woman cartwheeling: medium…"): what a screen reader reading the screen
    /// would say of a cell the app gave no words. O(the element's cells).
    private func drawnWords(of key: ElementKey) -> String? {
        guard let element = composer.composited.last(where: { $0.key == key }),
              case .image(let image) = element.content else { return nil }
        var words: [String] = []
        for y in 0..<image.height {
            var row = ""
            for x in 0..<image.width where !image[x, y].isContinuation {
                let grapheme = image[x, y].grapheme
                let isBoxLine = grapheme.unicodeScalars.allSatisfy { (0x2500...0x257F).contains($0.value) }
                row.append(isBoxLine ? " " : grapheme)
            }
            words += row.split(separator: " ").map(String.init)
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// Where the real cursor stands on the focused item as the last frame drew it (mid-animation
    /// too): the first drawn character of its cell, in the view's coordinates. Nil when the
    /// focused item is not drawn. O(composited elements + the cell's cells).
    func focusedItemCursor() -> CellPoint? {
        guard let id = marks.focused else { return nil }
        let key = ElementKey.item(id)
        guard let element = composer.composited.last(where: { $0.key == key }) else { return nil }
        let area = element.area
        guard !area.isEmpty else { return nil }
        if case .image(let image) = element.content {
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let cell = CellPoint(x: x - element.target.x, y: y - element.target.y)
                    guard cell.x >= 0, cell.y >= 0, cell.x < image.width, cell.y < image.height else { continue }
                    if image[cell.x, cell.y].grapheme != " " { return CellPoint(x: x, y: y) }
                }
            }
        }
        return area.origin
    }
}
