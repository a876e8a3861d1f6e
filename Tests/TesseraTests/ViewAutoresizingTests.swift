import Testing
@testable import Tessera
import TesseraTesting

/// UIKit's autoresizing: the way a view controller's collection view fills its view.
@Suite("View autoresizing") @MainActor
struct ViewAutoresizingTests {
    @Test func aFlexibleSubviewMadeAtTheBoundsFollowsEverySize() {
        let page = View()
        let list = View(frame: page.bounds)
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        page.addSubview(list)
        for size in [CellSize(width: 80, height: 24), CellSize(width: 160, height: 40), CellSize(width: 3, height: 1), CellSize(width: 80, height: 23)] {
            page.frame = CellRect(origin: CellPoint(x: 5, y: 2), size: size)
            #expect(list.frame == CellRect(origin: .zero, size: size))
        }
    }

    @Test func fixedMarginsStayAndFlexibleOnesShareByTheirSizes() {
        let page = View(frame: CellRect(x: 0, y: 0, width: 20, height: 10))
        let bar = View(frame: CellRect(x: 2, y: 9, width: 16, height: 1))   // 2 in from each side, on the last row
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        page.addSubview(bar)
        page.frame = CellRect(x: 0, y: 0, width: 30, height: 15)
        #expect(bar.frame == CellRect(x: 2, y: 14, width: 26, height: 1))
        let dialog = View(frame: CellRect(x: 0, y: 0, width: 20, height: 10))
        let centred = View(frame: CellRect(x: 5, y: 0, width: 10, height: 1))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        dialog.addSubview(centred)
        dialog.frame = CellRect(x: 0, y: 0, width: 40, height: 10)   // 20 more columns: 10 each side
        #expect(centred.frame.x == 15 && centred.frame.width == 10)
        let offCentre = View(frame: CellRect(x: 5, y: 1, width: 10, height: 1))   // margins 5 and 25
        offCentre.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        dialog.addSubview(offCentre)
        dialog.frame = CellRect(x: 0, y: 0, width: 70, height: 10)   // 30 more: 5 and 25 parts of it
        #expect(offCentre.frame.x == 10 && offCentre.frame.width == 10)
    }

    @Test func withoutAMaskAFrameStaysAsSet() {
        let page = View(frame: CellRect(x: 0, y: 0, width: 20, height: 10))
        let fixed = View(frame: CellRect(x: 1, y: 1, width: 5, height: 2))
        page.addSubview(fixed)
        page.frame = CellRect(x: 0, y: 0, width: 50, height: 30)
        #expect(fixed.frame == CellRect(x: 1, y: 1, width: 5, height: 2))
    }

    /// Random sizes and masks: the three parts of an axis always add up to the new size when
    /// anything on it is flexible, and nothing goes negative while the superview grows.
    @Test func partsAlwaysAddUpToTheNewSize() {
        var rng = SeededRandom.fromEnvironment(default: 0xA17)
        for _ in 0..<2000 {
            let start = Int.random(in: 0...20, using: &rng), length = Int.random(in: 0...20, using: &rng), end = Int.random(in: 0...20, using: &rng)
            let flexible = (Bool.random(using: &rng), Bool.random(using: &rng), Bool.random(using: &rng))
            let total = start + length + end + Int.random(in: 0...40, using: &rng)
            let (x, w) = View.stretch(start: start, length: length, end: end, to: total, flexible: flexible)
            let newEnd = total - x - w
            if flexible.0 || flexible.1 || flexible.2 {
                #expect(x >= 0 && w >= 0 && newEnd >= 0, "seed \(rng.seed)")
                #expect((flexible.0 || x == start) && (flexible.1 || w == length) && (flexible.2 || newEnd == end), "seed \(rng.seed)")
            } else {
                #expect(x == start && w == length, "seed \(rng.seed)")
            }
        }
    }
}
