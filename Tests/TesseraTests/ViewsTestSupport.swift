import Foundation
import Testing
@testable import Tessera
import TesseraTesting

// Helpers shared by the view and cell tests.

/// A view that records what reaches it, handles the keys it is told to, and fills its bounds
/// with one letter so frames show who drew where.
final class RecordingView: View {
    let letter: Character
    var focusable: Bool
    var handledKeys: Set<Key>
    var handlesMouse: Bool
    private(set) var received: [Event] = []
    private(set) var layoutCount = 0
    var animating = false

    init(_ letter: Character = "x", focusable: Bool = false, handles keys: Set<Key> = [], handlesMouse: Bool = false) {
        self.letter = letter
        self.focusable = focusable
        self.handledKeys = keys
        self.handlesMouse = handlesMouse
        super.init()
    }

    override var canBecomeFocused: Bool { focusable }
    override var isAnimating: Bool { animating }

    override func handle(_ event: Event) -> Bool {
        received.append(event)
        switch event {
        case .key(let k): return handledKeys.contains(k.key)
        case .mouse: return handlesMouse
        default: return false
        }
    }

    override func layoutSubviews() { layoutCount += 1 }

    override func draw(into buffer: inout ScreenBuffer) {
        buffer.fill(bounds, with: Cell(letter))
    }

    var receivedKeys: [Key] {
        received.compactMap { if case .key(let k) = $0 { k.key } else { nil } }
    }
}

@MainActor func key(_ k: Key, _ modifiers: Modifiers = []) -> Event { .key(KeyEvent(k, modifiers: modifiers)) }
@MainActor func char(_ c: Character, _ modifiers: Modifiers = []) -> Event { key(.character(c), modifiers) }

/// Draws a content configuration with `ListContentView` into a fresh buffer.
@MainActor func render(_ configuration: ListContentConfiguration, width: Int, height: Int = 1,
            base: Style = .plain, theme: Theme = .standard) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    let view = ListContentView(configuration: configuration)
    view.draw(into: &buffer, in: buffer.bounds, base: base, theme: theme)
    return buffer
}

/// Draws a cell into a fresh buffer (not through its cache).
@MainActor func render(_ cell: CollectionViewCell, width: Int, height: Int = 1, theme: Theme = .standard) -> ScreenBuffer {
    var buffer = ScreenBuffer(width: width, height: height)
    cell.draw(into: &buffer, in: buffer.bounds, theme: theme)
    return buffer
}

/// Every row of a buffer's text.
@MainActor func rows(_ buffer: ScreenBuffer) -> [String] { (0..<buffer.height).map(buffer.rowText) }

/// The style of each column of row `y`.
@MainActor func styles(_ buffer: ScreenBuffer, row y: Int) -> [Style] { (0..<buffer.width).map { buffer[$0, y].style } }

@MainActor func state(focused: Bool = false, selected: Bool = false, highlighted: Bool = false, disabled: Bool = false,
           editing: Bool = false, expanded: Bool = false) -> CellConfigurationState {
    var s = CellConfigurationState()
    s.isFocused = focused
    s.isSelected = selected
    s.isHighlighted = highlighted
    s.isDisabled = disabled
    s.isEditing = editing
    s.isExpanded = expanded
    return s
}

let monochrome = Theme(colorDepth: .monochrome)

/// Graphemes of every width class for random text: ASCII, accented (precomposed and with a
/// combining mark), CJK, emoji with and without modifiers, a flag, and spaces.
let mixedGraphemes: [Character] = [
    "a", "b", "Z", "1", " ", " ", "é", "e\u{301}", "ß", "日", "本", "語", "ｱ", "한", "👍", "👍🏽", "🇫🇷", "👩‍💻", "❤️", "—",
]

@MainActor func randomText(_ rng: inout SeededRandom, maxLength: Int) -> String {
    let n = Int.random(in: 0...maxLength, using: &rng)
    return String((0..<n).map { _ in mixedGraphemes.randomElement(using: &rng)! })
}
