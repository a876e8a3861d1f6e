import Foundation
import Testing
import TesseraData
@testable import Tessera

/// How a fading row looks: quieter, in its own hue, and with nothing added. A deleted one-line
/// row's separator is left out as it is at rest (it would underline the text), and grey text
/// fades to a darker grey, not to the nearest colour of another hue.
@MainActor
@Suite struct FadingRowStyleTests {
    @Test func aDeletedOneLineRowFadesWithoutAnUnderline() {
        let list = TextListWindow<Int, String>(size: CellSize(width: 30, height: 8)) { $0 }
        list.collectionView.animationDuration = .milliseconds(400)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["alpha", "beta", "gamma", "delta"])
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.drawUntilStill()
        let atRest = list.window.lastFrame
        #expect(!(0..<4).contains { atRest[2, $0].style.attributes.contains(.underline) }, "one-line rows show no separator")

        snapshot.deleteItems(["beta"])
        list.dataSource.apply(snapshot, animatingDifferences: true)
        var sawFading = false
        for _ in 0..<30 where list.frame() {
            let frame = list.window.lastFrame
            guard let row = frame.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(where: { $0.contains("beta") }) else { continue }
            sawFading = true
            #expect(!frame[2, row].style.attributes.contains(.underline), "the fading row is not underlined:\n\(frame.text)")
            #expect(frame[2, row].style == list.window.theme.faded(atRest[2, 1].style))
        }
        #expect(sawFading, "the deleted row was drawn fading")
    }

    @Test func greyTextFadesToAGreyAtEveryDepthAndBackground() {
        for background in BackgroundAppearance.allCases {
            let theme = Theme(colorDepth: .palette256, background: background)
            let faded = theme.faded(theme.secondaryText)
            guard case .palette(let index) = faded.foreground else {
                Issue.record("\(background): secondary text faded to \(faded)"); continue
            }
            #expect((232...255).contains(index) || index == 16 || index == 231, "\(background): grey faded to palette \(index)")
            #expect(faded != theme.secondaryText || faded.attributes.contains(.italic), "\(background): it looks quieter")
        }
    }
}
