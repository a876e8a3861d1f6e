import Foundation
import Testing
@testable import Tessera

/// Decorations drawn by a view class registered on the layout, as UIKit registers them.
@MainActor
@Suite struct CollectionViewDecorationViewClassTests {
    /// Fills its area with dots, so the test can see where it was drawn.
    final class DottedBackground: CollectionReusableView {
        static var made = 0
        required init() {
            super.init()
            Self.made += 1
        }
        override func draw(into buffer: inout ScreenBuffer, in rect: CellRect, theme: Theme) {
            for y in rect.minY..<rect.maxY {
                buffer.draw(String(repeating: "·", count: rect.width), at: CellPoint(x: rect.minX, y: y), style: .plain)
            }
        }
    }

    @Test func eachSectionGetsAViewOfTheRegisteredClassBehindItsItems() {
        DottedBackground.made = 0
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)),
                                                     subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 0, bottom: 1, trailing: 0)
        section.decorationItems = [.background(elementKind: "dots")]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(DottedBackground.self, forDecorationViewOfKind: "dots")
        #expect(layout.decorationViewClass(forKind: "dots") == DottedBackground.self)

        let h = Harness(size: CellSize(width: 10, height: 8), layout: layout)
        h.apply(sections: [["a"], ["b"]])
        let lines = h.window.lastFrame.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "··········", "the top inset of section 0 shows its background")
        #expect(lines[1] == " a   ·····", "the half-width item is drawn over its background")
        #expect(lines[3] == "··········" && lines[4] == " b   ·····", "section 1 has its own")
        #expect(DottedBackground.made == 2)
        h.window.render(at: h.clock.now)
        #expect(DottedBackground.made == 2, "the views are kept from frame to frame")
    }
}
