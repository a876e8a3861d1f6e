import Testing
@testable import Tessera
import TesseraTesting

/// A focused search field `width` columns wide in its own window, with a parent that records
/// the events that bubble out of it.
@MainActor private func makeField(width: Int = 20, placeholder: String = "Search") -> (SearchField, Window, RecordingView) {
    let parent = RecordingView(" ")
    let field = SearchField(placeholder: placeholder)
    parent.addSubview(field)
    let window = Window(size: CellSize(width: width, height: 1), rootView: parent)
    field.frame = window.bounds
    window.focusedView = field
    return (field, window, parent)
}

@MainActor private func type(_ text: String, into window: Window) {
    for c in text { window.dispatch(char(c)) }
}

@MainActor private func frame(_ window: Window) -> ScreenBuffer {
    window.render(at: .zero)
    return window.lastFrame
}

/// The columns of row 0 drawn reversed (the cursor).
/// The columns under the terminal's real cursor on row 0, when the frame shows it: one, or two
/// on a wide grapheme (the caret covers the grapheme it stands before).
@MainActor private func cursorColumns(_ buffer: ScreenBuffer) -> [Int] {
    guard let cursor = buffer.cursor, cursor.isVisible, cursor.position.y == 0 else { return [] }
    let x = cursor.position.x
    let width = x < buffer.width && buffer[x, 0].width == 2 ? 2 : 1
    return Array(x..<min(buffer.width, x + width))
}

@Suite("SearchField editing") @MainActor
struct SearchFieldEditingTests {
    @Test func typingPrecomposedAndCombiningAccentsGivesOneGraphemeEach() {
        let (field, window, _) = makeField()
        type("caf", into: window)
        window.dispatch(char("é"))
        #expect(field.characters.count == 4)
        window.dispatch(char("e"))
        window.dispatch(char("\u{301}"))  // a dead key sends the mark on its own
        #expect(field.characters == ["c", "a", "f", "é", "e\u{301}"])
        #expect(field.cursor == 5)
        #expect(field.text == "café" + "e\u{301}")
    }

    @Test func wideCharactersAndEmojiSequencesAreSingleGraphemes() {
        let (field, window, _) = makeField()
        type("日本", into: window)
        window.dispatch(char("👍"))
        window.dispatch(char("🏽"))  // a skin tone typed after joins the emoji
        window.dispatch(char("🇫"))
        window.dispatch(char("🇷"))  // two regional indicators become one flag
        #expect(field.characters == ["日", "本", "👍🏽", "🇫🇷"])
        #expect(field.cursor == 4)
    }

    @Test func controlsNewlinesAndLoneMarksAreDropped() {
        let (field, _, _) = makeField()
        field.insert("\u{301}")
        #expect(field.characters.isEmpty)
        field.insert("a\nb\tc\u{7}")
        #expect(field.text == "a b c") // one line: breaks and tabs are spaces, controls go
        #expect(field.cursor == 5)
    }

    @Test func cursorMovesAndClampsByGrapheme() {
        let (field, window, _) = makeField()
        type("ab日👍🏽", into: window)
        window.dispatch(key(.left))
        #expect(field.cursor == 3)
        window.dispatch(key(.home))
        #expect(field.cursor == 0)
        window.dispatch(key(.left))
        #expect(field.cursor == 0)
        window.dispatch(char("f", .ctrl))
        window.dispatch(key(.right))
        #expect(field.cursor == 2)
        window.dispatch(char("e", .ctrl))
        #expect(field.cursor == 4)
        window.dispatch(key(.right))
        #expect(field.cursor == 4)
        window.dispatch(char("b", .ctrl))
        window.dispatch(char("a", .ctrl))
        #expect(field.cursor == 0)
        window.dispatch(key(.end))
        #expect(field.cursor == 4)
    }

    @Test func insertingInTheMiddleKeepsTheCursorAfterTheInsertedText() {
        let (field, window, _) = makeField()
        type("ac", into: window)
        window.dispatch(key(.left))
        type("b日", into: window)
        #expect(field.text == "ab日c")
        #expect(field.cursor == 3)
    }

    @Test func backspaceAndDeleteRemoveWholeGraphemes() {
        let (field, window, _) = makeField()
        type("a👩‍💻b", into: window)
        window.dispatch(key(.left))
        window.dispatch(key(.backspace))
        #expect(field.text == "ab")
        #expect(field.cursor == 1)
        window.dispatch(key(.delete))
        #expect(field.text == "a")
        window.dispatch(key(.delete))  // at the end: nothing
        window.dispatch(char("h", .ctrl))
        #expect(field.text == "")
        window.dispatch(key(.backspace))  // at the start: nothing
        #expect(field.text == "")
        type("xy", into: window)
        window.dispatch(key(.home))
        window.dispatch(char("d", .ctrl))
        #expect(field.text == "y")
    }

    @Test func deletingBetweenRegionalIndicatorsJoinsThemIntoAFlag() {
        let (field, window, _) = makeField()
        field.insert("🇫")
        field.insert("x")
        field.insert("🇷")
        #expect(field.characters.count == 3)
        window.dispatch(key(.left))
        window.dispatch(key(.backspace))
        #expect(field.characters == ["🇫🇷"])
        #expect(field.cursor == 1)
    }

    @Test func wordDeleteRemovesSpacesThenTheWord() {
        let (field, window, _) = makeField()
        type("hello big  world", into: window)
        window.dispatch(char("w", .ctrl))
        #expect(field.text == "hello big  ")
        window.dispatch(char("w", .ctrl))
        #expect(field.text == "hello ")
        window.dispatch(key(.backspace, .alt))
        #expect(field.text == "")
        window.dispatch(char("w", .ctrl))  // nothing left: no change
        #expect(field.text == "")
    }

    @Test func wordDeleteStopsAtTheCursor() {
        let (field, window, _) = makeField()
        type("one two three", into: window)
        for _ in 0..<5 { window.dispatch(key(.left)) }  // before "three"
        window.dispatch(char("w", .ctrl))
        #expect(field.text == "one three")
        #expect(field.cursor == 4)
    }

    @Test func wordMovesJumpOverSpacesAndWords() {
        let (field, window, _) = makeField()
        type("one two  three", into: window)
        window.dispatch(char("b", .alt))
        #expect(field.cursor == 9)
        window.dispatch(key(.left, .ctrl))
        #expect(field.cursor == 4)
        window.dispatch(key(.right, .ctrl))
        #expect(field.cursor == 7)
        window.dispatch(char("f", .alt))
        #expect(field.cursor == 14)
    }

    @Test func ctrlUAndEscapeClear() {
        let (field, window, parent) = makeField()
        type("abc", into: window)
        window.dispatch(char("u", .ctrl))
        #expect(field.text == "")
        type("abc", into: window)
        #expect(window.dispatch(key(.escape)))
        #expect(field.text == "")
        #expect(parent.receivedKeys.isEmpty)
    }

    @Test func escapeOnAnEmptyFieldBubblesUp() {
        let (_, window, parent) = makeField()
        #expect(window.dispatch(key(.escape)) == false)
        #expect(parent.receivedKeys == [.escape])
        parent.handledKeys = [.escape]
        #expect(window.dispatch(key(.escape)))
    }

    @Test func altLettersAndUnknownControlKeysBubbleUp() {
        let (field, window, parent) = makeField()
        window.dispatch(char("x", .alt))
        window.dispatch(char("q", .ctrl))
        window.dispatch(key(.up))
        #expect(field.text == "")
        #expect(parent.receivedKeys == [.character("x"), .character("q"), .up])
    }
}

@Suite("SearchField callbacks") @MainActor
struct SearchFieldCallbackTests {
    @Test func onChangeFiresOncePerChangeAndNeverForCursorMoves() {
        let (field, window, _) = makeField()
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        type("ab", into: window)
        window.dispatch(key(.left))
        window.dispatch(key(.home))
        window.dispatch(key(.backspace))  // nothing to delete
        window.dispatch(key(.delete))
        window.dispatch(char("w", .ctrl))  // nothing before the cursor
        window.dispatch(key(.end))
        window.dispatch(char("u", .ctrl))
        window.dispatch(char("u", .ctrl))  // already empty
        window.dispatch(key(.escape))  // empty: bubbles, no change
        #expect(changes == ["a", "ab", "b", ""])
    }

    @Test func settingTheTextDoesNotNotifyButSetTextDoesOnlyWhenItChanges() {
        let (field, _, _) = makeField()
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        field.text = "quiet"
        #expect(field.cursor == 5)
        field.setText("quiet")
        field.setText("loud")
        #expect(changes == ["loud"])
    }

    @Test func onSubmitFiresOnceForEnterDownAndTab() {
        let (field, window, parent) = makeField()
        var submits = 0
        field.onSubmit = { submits += 1 }
        #expect(window.dispatch(key(.enter)))
        #expect(window.dispatch(key(.down)))
        #expect(window.dispatch(key(.tab)))
        #expect(submits == 3)
        window.dispatch(key(.tab, .shift))
        #expect(submits == 3)
        #expect(parent.receivedKeys == [.tab])
    }

    @Test func withoutOnSubmitEnterBubbles() {
        let (_, window, parent) = makeField()
        #expect(window.dispatch(key(.enter)) == false)
        #expect(parent.receivedKeys == [.enter])
    }

    @Test func keyHintsMentionResultsOnlyWithASubmitAction() {
        let (field, _, _) = makeField()
        #expect(!field.keyHints.contains { $0.action == "results" })
        field.onSubmit = {}
        #expect(field.keyHints.contains { $0.action == "results" })
    }
}

@Suite("SearchField drawing") @MainActor
struct SearchFieldDrawingTests {
    @Test func placeholderIsDimAndTheFocusedCursorSitsOnItsFirstLetter() {
        let (field, window, _) = makeField(width: 12)
        window.theme = monochrome
        var buffer = frame(window)
        #expect(buffer.rowText(0) == "/ Search    ")
        #expect(buffer.styleMap.rows[0] == "bbiiiiii....")
        #expect(cursorColumns(buffer) == [2], "the real cursor stands on the placeholder's first letter")
        window.focusedView = nil
        buffer = frame(window)
        #expect(buffer.styleMap.rows[0] == "iiiiiiii....")
        #expect(cursorColumns(buffer) == [], "no caret without focus")
        _ = field
    }

    @Test func emptyPlaceholderShowsABlockCursor() {
        let (_, window, _) = makeField(width: 6, placeholder: "")
        let buffer = frame(window)
        #expect(buffer.rowText(0) == "/     ")
        #expect(cursorColumns(buffer) == [2])
    }

    @Test func textAndCursorAtTheEnd() {
        let (_, window, _) = makeField(width: 10)
        type("abc", into: window)
        let buffer = frame(window)
        #expect(buffer.rowText(0) == "/ abc     ")
        #expect(cursorColumns(buffer) == [5])
    }

    @Test func wideTextScrollsToKeepTheCursorVisible() {
        let (_, window, _) = makeField(width: 10)  // 8 columns after the prompt
        type("日本語のテキスト", into: window)
        var buffer = frame(window)
        #expect(buffer.rowText(0) == "/ キスト  ")
        #expect(cursorColumns(buffer) == [8])
        window.dispatch(key(.home))
        buffer = frame(window)
        #expect(buffer.rowText(0) == "/ 日本語の")
        #expect(cursorColumns(buffer) == [2, 3])
        window.dispatch(key(.end))
        buffer = frame(window)
        #expect(buffer.rowText(0) == "/ キスト  ")
    }

    @Test func aWideCursorAtTheRightEdgeIsShownWhole() {
        let (_, window, _) = makeField(width: 9)  // 7 columns: an odd number, so wide text leaves one over
        type("abc日本語", into: window)
        window.dispatch(key(.home))
        _ = frame(window)
        for _ in 0..<5 { window.dispatch(key(.right)) }  // on 語
        let buffer = frame(window)
        #expect(cursorColumns(buffer) == [7, 8])
        #expect(buffer[7, 0].grapheme == "語")
    }

    @Test func deletingScrollsBackSoNoColumnsAreWastedOnTheRight() {
        let (_, window, _) = makeField(width: 8)  // 6 columns
        type("abcdefghij", into: window)
        #expect(frame(window).rowText(0) == "/ fghij ")
        for _ in 0..<3 { window.dispatch(key(.backspace)) }
        #expect(frame(window).rowText(0) == "/ cdefg ")
    }

    @Test func theFieldNeverDrawsOutsideItsFrame() {
        let field = SearchField()
        let root = RecordingView(".")
        root.addSubview(field)
        let window = Window(size: CellSize(width: 12, height: 2), rootView: root)
        root.frame = window.bounds
        field.frame = CellRect(x: 2, y: 0, width: 7, height: 1)
        window.focusedView = field
        field.insert("日本語日本語")
        let buffer = frame(window)
        #expect(buffer.rowText(0) == "../ 本語 ...")
        #expect(buffer.rowText(1) == "............")
    }

    @Test func aClickPutsTheCursorOnTheGraphemeUnderIt() {
        let (field, window, _) = makeField(width: 12)
        type("ab日cd", into: window)
        _ = frame(window)
        window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: 5, y: 0))))  // the right half of 日
        #expect(field.cursor == 2)
        window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: 11, y: 0))))
        #expect(field.cursor == 5)
        window.dispatch(.mouse(MouseEvent(.click(.left), at: CellPoint(x: 3, y: 0))))
        #expect(field.cursor == 1)
        window.focusedView = nil
        window.dispatch(.mouse(MouseEvent(.press(.left), at: CellPoint(x: 0, y: 0))))  // on the prompt: focus only
        #expect(field.cursor == 1)
        #expect(field.isFocused)
        #expect(window.dispatch(.mouse(MouseEvent(.press(.right), at: CellPoint(x: 4, y: 0)))) == false)
    }

    @Test func tinyWidthsDoNotCrash() {
        for width in 0...4 {
            let (_, window, _) = makeField(width: width)
            type("日a👍🏽", into: window)
            let buffer = frame(window)
            #expect(buffer.width == width)
            window.dispatch(key(.home))
            _ = frame(window)
        }
    }
}

@Suite("SearchField scrolling property") @MainActor
struct SearchFieldScrollingPropertyTests {
    /// Random edits and moves at random widths: after each, the cursor's cell is drawn whole in
    /// the field, the field shows a run of the text that starts at `scroll`, and no columns stay
    /// blank at the right while text is hidden at the left.
    @Test func theCursorIsAlwaysVisibleAndTheShownTextIsContiguous() {
        var rng = SeededRandom.fromEnvironment(default: 0x5EA2C4)
        for _ in 0..<60 {
            let width = Int.random(in: 4...14, using: &rng)
            let (field, window, _) = makeField(width: width, placeholder: "")
            for _ in 0..<40 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<5: window.dispatch(char(mixedGraphemes.filter { $0 != " " }.randomElement(using: &rng)!))
                case 5: window.dispatch(key(.left))
                case 6: window.dispatch(key(.right))
                case 7: window.dispatch(key(.backspace))
                case 8: window.dispatch(key(.home))
                default: window.dispatch(key(.end))
                }
                let buffer = frame(window)
                let fieldWidth = width - 2
                let cursorCells = cursorColumns(buffer)
                let expectedCursorWidth = field.cursor < field.characters.count ? TextWidth.of(field.characters[field.cursor]) : 1
                #expect(cursorCells.count == min(expectedCursorWidth, fieldWidth), "seed \(rng.seed), text \(field.text), cursor \(field.cursor)")
                var shown = buffer.rowText(0).dropFirst(2)
                while shown.last == " " { shown.removeLast() }
                let expected = String(field.characters[field.scroll...])
                #expect(expected.hasPrefix(shown), "seed \(rng.seed): shows \(shown) of \(field.text)")
                let tailWidth = TextWidth.of(String(field.characters[field.scroll...])) + 1
                if field.scroll > 0 {
                    #expect(tailWidth > fieldWidth - TextWidth.of(field.characters[field.scroll - 1]), "seed \(rng.seed): wasted columns")
                }
            }
        }
    }
}
