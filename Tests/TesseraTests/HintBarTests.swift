import Testing
@testable import Tessera

private let standardHints = [KeyHint("↑↓", "move"), KeyHint("⏎", "open"), KeyHint("/", "search"), KeyHint("q", "quit")]

/// A hint bar `width` columns wide drawn alone.
@MainActor private func drawBar(width: Int, hints: [KeyHint] = standardHints, status: String = "", theme: Theme = .standard) -> ScreenBuffer {
    let bar = HintBar()
    bar.hints = hints
    bar.status = status
    let window = Window(size: CellSize(width: width, height: 1), rootView: bar)
    window.theme = theme
    window.render(at: .zero)
    return window.lastFrame
}

@Suite("HintBar") @MainActor
struct HintBarTests {
    @Test func allHintsFitWithTwoSpacesBetween() {
        let buffer = drawBar(width: 36)
        #expect(buffer.rowText(0) == "↑↓ move  ⏎ open  / search  q quit   ")
    }

    @Test func hintsThatFitExactlyShowNoEllipsis() {
        #expect(drawBar(width: 33).rowText(0) == "↑↓ move  ⏎ open  / search  q quit")
    }

    @Test func oneColumnShortDropsTheLastHintForAnEllipsis() {
        #expect(drawBar(width: 32).rowText(0) == "↑↓ move  ⏎ open  / search  …    ")
    }

    @Test func narrowBarsKeepWholeHintsAndEndInAnEllipsis() {
        #expect(drawBar(width: 20).rowText(0) == "↑↓ move  ⏎ open  …  ")
        #expect(drawBar(width: 10).rowText(0) == "↑↓ move  …")
        #expect(drawBar(width: 9).rowText(0) == "…        ")
        #expect(drawBar(width: 1).rowText(0) == "…")
        #expect(drawBar(width: 0).width == 0)
    }

    /// "? help" lists every hint, so it is the one kept when others must go: last before "…".
    @Test func theHelpHintStaysWhenOthersAreLeftOut() {
        let hints = Array(standardHints.dropLast()) + [KeyHint("?", "help"), KeyHint("q", "quit")]
        #expect(drawBar(width: 41, hints: hints).rowText(0) == "↑↓ move  ⏎ open  / search  ? help  q quit")
        #expect(drawBar(width: 40, hints: hints).rowText(0) == "↑↓ move  ⏎ open  / search  ? help  …    ")
        #expect(drawBar(width: 30, hints: hints).rowText(0) == "↑↓ move  ⏎ open  ? help  …    ")
        #expect(drawBar(width: 9, hints: hints).rowText(0) == "? help  …")
        // Too narrow for the help hint and "…": the bar falls back to what fits in order.
        #expect(drawBar(width: 8, hints: hints).rowText(0) == "…       ")
    }

    @Test func theStatusSitsAtTheRightAndTheHintsGetWhatIsLeft() {
        let buffer = drawBar(width: 40, status: "12 of 400")
        #expect(buffer.rowText(0) == "↑↓ move  ⏎ open  / search  …   12 of 400")
    }

    @Test func aStatusWiderThanTheBarIsTruncatedInsideTheFrame() {
        let bar = HintBar()
        bar.hints = standardHints
        bar.status = "loading mountains"
        let root = RecordingView(".")
        root.addSubview(bar)
        let window = Window(size: CellSize(width: 12, height: 1), rootView: root)
        bar.frame = CellRect(x: 3, y: 0, width: 6, height: 1)
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(0) == "...loadi…...")
    }

    @Test func wideCharactersCountTwoColumns() {
        let hints = [KeyHint("⏎", "検索"), KeyHint("q", "終了")]
        #expect(drawBar(width: 14, hints: hints).rowText(0) == "⏎ 検索  q 終了")
        #expect(drawBar(width: 13, hints: hints).rowText(0) == "⏎ 検索  …    ")
    }

    @Test func keysAndActionsHaveTheirStyles() {
        let buffer = drawBar(width: 12, hints: [KeyHint("q", "quit")], status: "ok", theme: monochrome)
        // Keys bold+reverse, everything else the bar's plain style.
        #expect(buffer.styleMap.rows[0] == "A...........")
        #expect(buffer.styleMap.style(for: "A") == Style(attributes: [.bold, .reverse]))
        let colour = drawBar(width: 8, hints: [KeyHint("q", "quit")])
        #expect(styles(colour, row: 0) == [Theme.standard.hintKey] + Array(repeating: Theme.standard.hintText, count: 7))
    }

    @Test func withoutHintsOfItsOwnItShowsTheFocusedViewsHints() {
        let stack = StackView()
        let field = SearchField()
        let bar = HintBar()
        stack.addArrangedSubview(field, height: .fixed(1))
        stack.addArrangedSubview(bar, height: .fixed(1))
        let window = Window(size: CellSize(width: 60, height: 2), rootView: stack)
        window.focusedView = field
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(1).hasPrefix("type filter  Esc clear  ^W delete word"))
        window.focusedView = nil
        window.render(at: .zero)
        #expect(window.lastFrame.rowText(1) == String(repeating: " ", count: 60))
    }

    @Test func eachActionIsOfferedOnceByItsFirstKey() {
        let buffer = drawBar(width: 40, hints: [KeyHint("?", "help"), KeyHint("q", "quit"), KeyHint("^C", "quit")])
        #expect(buffer.rowText(0) == "? help  q quit" + String(repeating: " ", count: 26))
        // Where q is not offered (a field has the keys), Ctrl-C is the quit hint.
        let typing = drawBar(width: 20, hints: [KeyHint("?", "help"), KeyHint("^C", "quit")])
        #expect(typing.rowText(0).hasPrefix("? help  ^C quit"))
    }

    @Test func fittingRule() {
        #expect(HintBar.fit([], in: 10) == (0, false))
        #expect(HintBar.fit([4, 4], in: 10) == (2, false))
        #expect(HintBar.fit([4, 4], in: 9) == (1, true))  // "xxxx  …"
        #expect(HintBar.fit([4, 4], in: 6) == (0, true))
        #expect(HintBar.fit([4], in: 0) == (0, false))
    }
}
