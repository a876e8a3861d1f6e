import Foundation
import Testing
@testable import Tessera
import TesseraTesting

/// Draws `label` alone in a window `width` × `height` and returns the rows.
@MainActor private func drawn(_ label: Label, width: Int, height: Int = 1) -> (rows: [String], frame: ScreenBuffer) {
    let window = Window(size: CellSize(width: width, height: height), rootView: label)
    window.render(at: .zero)
    return (rows(window.lastFrame), window.lastFrame)
}

@Suite("Label") @MainActor
struct LabelTests {
    @Test func oneLineIsCutWithAnEllipsisByDisplayWidth() {
        let label = Label(text: "日本語のテキスト")
        #expect(drawn(label, width: 7).rows == ["日本語…"])
        #expect(label.intrinsicContentSize == CGSize(width: 16, height: 1))
    }

    @Test func numberOfLinesWrapsAtSpacesAndEndsTheLastLineWithAnEllipsis() {
        let label = Label(text: "the quick brown fox jumps over")
        label.numberOfLines = 2
        #expect(drawn(label, width: 10, height: 2).rows == ["the quick ", "brown fox…"])
        label.numberOfLines = 0   // as many as the bounds hold
        #expect(drawn(label, width: 10, height: 3).rows == ["the quick ", "brown fox ", "jumps over"])
        #expect(label.sizeThatFits(CGSize(width: 10, height: 100)) == CGSize(width: 10, height: 3))
    }

    @Test func alignmentPlacesEachLine() {
        let label = Label(text: "ab")
        label.textAlignment = .center
        #expect(drawn(label, width: 6).rows == ["  ab  "])
        label.textAlignment = .trailing
        #expect(drawn(label, width: 6).rows == ["    ab"])
        label.textAlignment = .left          // UIKit's names port unchanged
        #expect(drawn(label, width: 6).rows == ["ab    "])
        #expect(TextAlignment.right == .trailing && TextAlignment.natural == .leading)
    }

    @Test func fewerLinesThanRowsSitInTheMiddle() {
        let label = Label(text: "x")
        #expect(drawn(label, width: 3, height: 3).rows == ["   ", "x  ", "   "])
    }

    @Test func textStylesComeFromTheThemeAndTextColorWins() {
        let label = Label(text: "Hi")
        label.textStyle = .headline
        #expect(drawn(label, width: 2).frame[0, 0].style.attributes.contains(.bold))
        label.textStyle = .secondary
        #expect(drawn(label, width: 2).frame[0, 0].style.foreground == Theme.standard.secondaryText.foreground)
        label.textStyle = .title
        #expect(drawn(label, width: 2).frame[0, 0].style.foreground == Theme.standard.header.foreground)
        label.textColor = .red
        #expect(drawn(label, width: 2).frame[0, 0].style.foreground == .red)
    }

    @Test func attributedRunsKeepTheirStylesAndTextReplacesThem() {
        var bold = Style()
        bold.attributes = [.bold]
        let label = Label()
        label.attributedText = AttributedText([.init("a"), .init("b", style: bold)])
        let frame = drawn(label, width: 3).frame
        #expect(!frame[0, 0].style.attributes.contains(.bold) && frame[1, 0].style.attributes.contains(.bold))
        #expect(label.text == "ab")
        label.text = "cd"
        #expect(!drawn(label, width: 3).frame[1, 0].style.attributes.contains(.bold))
    }

    @Test func emptyTextHasNoSizeAndDrawsNothing() {
        let label = Label()
        #expect(label.intrinsicContentSize == CGSize(width: 0, height: 0))
        #expect(drawn(label, width: 3).rows == ["   "])
        label.text = "a\nbc"
        #expect(label.intrinsicContentSize == CGSize(width: 2, height: 1), "one line: the first paragraph, with …")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 2, height: 2))
    }

    @Test func changingTheTextAsksTheStackToLayOutAgain() {
        let label = Label(text: "a")
        let stack = StackView(arrangedSubviews: [label, RecordingView("r")])
        let window = Window(size: CellSize(width: 6, height: 4), rootView: stack)
        window.render(at: .zero)
        #expect(label.frame.height == 1)
        label.numberOfLines = 0
        label.text = "aa bb cc"
        window.render(at: .zero)
        #expect(label.frame.height == 2)
        #expect(rows(window.lastFrame) == ["aa bb ", "cc    ", "rrrrrr", "rrrrrr"])
    }
}
