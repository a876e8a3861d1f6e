import Testing
@testable import Tessera

@MainActor private func cell(_ text: String?, image: String? = nil) -> ListContentConfiguration {
    var c = ListContentConfiguration.cell()
    c.text = text
    c.image = image
    return c
}

private let p = Style.plain
/// How text asked to be dim is drawn: the standard theme's secondary text (faint falls short of
/// the contrast text needs).
private let dim = Theme.standard.secondaryText
private let bold = Style(attributes: .bold)

@Suite("ListContentConfiguration: cell") @MainActor
struct ListContentCellTests {
    @Test func textWithMarginsAtSeveralWidths() {
        let c = cell("Mountains")
        #expect(render(c, width: 12).rowText(0) == " Mountains  ")
        #expect(render(c, width: 11).rowText(0) == " Mountains ")
        #expect(render(c, width: 10).rowText(0) == " Mountai… ")
        #expect(render(c, width: 3).rowText(0) == " … ")
        #expect(render(c, width: 2).rowText(0) == "  ")
        #expect(render(c, width: 0).width == 0)
    }

    @Test func imageGlyphsNarrowWideAndReserved() {
        #expect(render(cell("Star", image: "★"), width: 10).rowText(0) == " ★ Star   ")
        #expect(render(cell("Fuji", image: "🗻"), width: 10).rowText(0) == " 🗻 Fuji  ")
        var reserved = cell("Star", image: "★")
        reserved.imageProperties.reservedLayoutWidth = 2
        #expect(render(reserved, width: 10).rowText(0) == " ★  Star  ")
        reserved.imageToTextPadding = 0
        #expect(render(reserved, width: 10).rowText(0) == " ★ Star   ")
        // Too narrow for the text: the glyph stays, the text goes.
        #expect(render(cell("Fuji", image: "🗻"), width: 4).rowText(0) == " 🗻 ")
        // Too narrow even for a wide glyph: a blank, never half of it.
        #expect(render(cell("Fuji", image: "🗻"), width: 3).rowText(0) == "   ")
    }

    @Test func sidebarGlyphsAreTintedAndTheTextIsNot() {
        var c = ListContentConfiguration.sidebarCell()
        c.image = "★"
        c.text = "Starred"
        let buffer = render(c, width: 12)
        #expect(buffer[1, 0].style.foreground == Theme.standard.accent.foreground)
        #expect(buffer[3, 0].style == .plain)
    }

    @Test func alignment() {
        var c = cell("ab")
        c.textProperties.alignment = .center
        #expect(render(c, width: 10).rowText(0) == "    ab    ")
        c.textProperties.alignment = .trailing
        #expect(render(c, width: 10).rowText(0) == "       ab ")
    }

    @Test func marginsAreWholeCellsAndCentreTheBlockVertically() {
        var c = cell("Hi")
        c.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2.4, bottom: 1, trailing: 0.6)
        #expect(rows(render(c, width: 6, height: 3)) == ["      ", "  Hi  ", "      "])
        #expect(ListContentView(configuration: c).preferredHeight(forWidth: 6) == 3)
        #expect(rows(render(cell("Hi"), width: 4, height: 4)) == ["    ", " Hi ", "    ", "    "])
    }
}

@Suite("ListContentConfiguration: subtitle and value") @MainActor
struct ListContentSubtitleValueTests {
    private func subtitle() -> ListContentConfiguration {
        var c = ListContentConfiguration.subtitleCell()
        c.text = "Everest"
        c.secondaryText = "8,848 m"
        return c
    }

    @Test func subtitleStacksTheSecondaryTextDim() {
        let two = render(subtitle(), width: 10, height: 2)
        #expect(rows(two) == [" Everest  ", " 8,848 m  "])
        #expect(styles(two, row: 1) == [p] + Array(repeating: dim, count: 7) + [p, p])
        #expect(rows(render(subtitle(), width: 10, height: 1)) == [" Everest  "])
        #expect(rows(render(subtitle(), width: 10, height: 4)) == ["          ", " Everest  ", " 8,848 m  ", "          "])
        #expect(ListContentView(configuration: subtitle()).preferredHeight(forWidth: 10) == 2)
    }

    @Test func verticalPaddingSeparatesTheLines() {
        var c = subtitle()
        c.textToSecondaryTextVerticalPadding = 1
        #expect(rows(render(c, width: 10, height: 3)) == [" Everest  ", "          ", " 8,848 m  "])
        #expect(ListContentView(configuration: c).preferredHeight(forWidth: 10) == 3)
        c.text = nil  // no padding without text above
        #expect(ListContentView(configuration: c).preferredHeight(forWidth: 10) == 1)
    }

    private func value(_ text: String?, _ secondary: String?) -> ListContentConfiguration {
        var c = ListContentConfiguration.valueCell()
        c.text = text
        c.secondaryText = secondary
        return c
    }

    @Test func valueCellPutsTheSecondaryTextAtTheTrailingEdge() {
        let buffer = render(value("Wi-Fi", "breeno-net"), width: 20)
        #expect(buffer.rowText(0) == " Wi-Fi   breeno-net ")
        #expect(styles(buffer, row: 0)[9...18].allSatisfy { $0 == dim })
        #expect(render(value("Wi-Fi", "On"), width: 20).rowText(0) == " Wi-Fi           On ")
        #expect(render(value(nil, "On"), width: 8).rowText(0) == "     On ")
        #expect(ListContentView(configuration: value("Wi-Fi", "On")).preferredHeight(forWidth: 20) == 1)
    }

    @Test func whenBothDoNotFitTheTextKeepsThreeFifths() {
        #expect(render(value("Wi-Fi", "breeno-net"), width: 12).rowText(0) == " Wi-Fi  br… ")
        #expect(render(value("Elevation of the summit", "8,848 m"), width: 20).rowText(0) == " Elevation…  8,848… ")
        #expect(render(value("Elevation of the summit", "m"), width: 20).rowText(0) == " Elevation of t…  m ")
        // No room for the value at all: the text takes the whole width.
        #expect(render(value("Everest", "8,848 m"), width: 5).rowText(0) == " Ev… ")
    }
}

@Suite("ListContentConfiguration: headers and footers") @MainActor
struct ListContentHeaderFooterTests {
    @Test func headersAreBoldAndGroupedHeadersUpperCaseAndDim() {
        var header = ListContentConfiguration.header()
        header.text = "Section 1"
        let h = render(header, width: 11)
        #expect(h.rowText(0) == " Section 1 ")
        #expect(styles(h, row: 0)[1...9].allSatisfy { $0 == bold })

        var grouped = ListContentConfiguration.groupedHeader()
        grouped.text = "Section 1"
        let g = render(grouped, width: 11)
        #expect(g.rowText(0) == " SECTION 1 ")
        #expect(styles(g, row: 0)[1...9].allSatisfy { $0 == dim })
        grouped.text = "Straße"
        #expect(render(grouped, width: 10).rowText(0) == " STRASSE  ")
    }

    @Test func prominentHeadersHaveNoLeadingMargin() {
        var prominent = ListContentConfiguration.prominentInsetGroupedHeader()
        prominent.text = "Title"
        let a = render(prominent, width: 6)
        #expect(a.rowText(0) == "Title ")
        #expect(a[0, 0].style == bold)
        var extra = ListContentConfiguration.extraProminentInsetGroupedHeader()
        extra.text = "Title"
        #expect(render(extra, width: 6)[0, 0].style == Style(attributes: [.bold, .underline]))
    }

    private let footerText = "This footer explains what the section holds."

    @Test func footersWrapAtWordsOntoAsManyLinesAsTheyNeed() {
        var footer = ListContentConfiguration.footer()
        footer.text = footerText
        let view = ListContentView(configuration: footer)
        #expect(view.preferredHeight(forWidth: 20) == 3)
        #expect(rows(render(footer, width: 20, height: 3)) == [
            " This footer        ",
            " explains what the  ",
            " section holds.     ",
        ])
        #expect(view.preferredHeight(forWidth: 10) == 6)
        #expect(rows(render(footer, width: 10, height: 6)) == [" This     ", " footer   ", " explains ", " what the ", " section  ", " holds.   "])
        #expect(view.preferredHeight(forWidth: 60) == 1)
    }

    @Test func aFooterShorterThanItsTextEndsItsLastLineWithAnEllipsis() {
        var footer = ListContentConfiguration.footer()
        footer.text = footerText
        #expect(rows(render(footer, width: 20, height: 2)) == [" This footer        ", " explains what the… "])
        #expect(rows(render(footer, width: 20, height: 1)) == [" This footer expla… "])
        footer.textProperties.numberOfLines = 2
        // Two lines in three rows: centring rounds towards the top.
        #expect(rows(render(footer, width: 20, height: 3)) == [" This footer        ", " explains what the… ", "                    "])
    }

    @Test func newlinesStartNewLines() {
        var footer = ListContentConfiguration.footer()
        footer.text = "One\n\nThree"
        #expect(rows(render(footer, width: 8, height: 3)) == [" One    ", "        ", " Three  "])
        var single = ListContentConfiguration.cell()
        single.text = "One\nTwo"
        #expect(render(single, width: 8).rowText(0) == " One…   ")
    }

    @Test func capitalizedAndLowercaseTransforms() {
        var c = cell("hello wORLD")
        c.textProperties.transform = .capitalized
        #expect(render(c, width: 13).rowText(0) == " Hello World ")
        c.textProperties.transform = .lowercase
        #expect(render(c, width: 13).rowText(0) == " hello world ")
    }
}

@Suite("ListContentConfiguration: truncation") @MainActor
struct ListContentTruncationTests {
    private func modes(_ text: String, width: Int, _ mode: TextProperties.LineBreakMode) -> String {
        var c = cell(text)
        c.textProperties.lineBreakMode = mode
        return render(c, width: width).rowText(0)
    }

    @Test func wideCharactersAreNeverCutInHalf() {
        let text = "日本語テキスト"
        #expect(modes(text, width: 16, .byTruncatingTail) == " 日本語テキスト ")
        #expect(modes(text, width: 10, .byTruncatingTail) == " 日本語…  ")
        #expect(modes(text, width: 9, .byTruncatingTail) == " 日本語… ")
        #expect(modes(text, width: 5, .byTruncatingTail) == " 日… ")
        #expect(modes(text, width: 4, .byTruncatingTail) == " …  ")
    }

    @Test func headMiddleAndClipping() {
        let text = "日本語テキスト"
        #expect(modes(text, width: 9, .byTruncatingHead) == " …キスト ")
        #expect(modes(text, width: 9, .byTruncatingMiddle) == " 日…スト ")
        #expect(modes(text, width: 9, .byClipping) == " 日本語  ")
        #expect(modes("abcdefghij", width: 9, .byTruncatingMiddle) == " abc…hij ")
        #expect(modes("abcdefghij", width: 9, .byTruncatingHead) == " …efghij ")
        #expect(modes("abcdefghij", width: 9, .byClipping) == " abcdefg ")
    }

    @Test func emojiSequencesStayWhole() {
        #expect(modes("👩‍💻👍🏽🇫🇷ab", width: 7, .byTruncatingTail) == " 👩‍💻👍🏽… ")
        #expect(modes("👩‍💻👍🏽🇫🇷ab", width: 6, .byTruncatingTail) == " 👩‍💻…  ")
    }
}

@Suite("ListContentConfiguration: attributed text and state") @MainActor
struct ListContentAttributedStateTests {
    private let match = Theme.standard.match

    @Test func highlightRunsKeepTheirStyle() {
        var c = ListContentConfiguration.cell()
        c.attributedText = AttributedText("Mount Everest", highlighting: 6..<9, with: match)
        let buffer = render(c, width: 16)
        #expect(buffer.rowText(0) == " Mount Everest  ")
        #expect(styles(buffer, row: 0) == Array(repeating: p, count: 7) + [match, match, match] + Array(repeating: p, count: 6))
    }

    @Test func theEllipsisTakesTheStyleOfTheTextItReplaces() {
        var c = ListContentConfiguration.cell()
        c.attributedText = AttributedText("Mount Everest", highlighting: 4..<9, with: match)
        let buffer = render(c, width: 8)
        #expect(buffer.rowText(0) == " Mount… ")
        #expect(styles(buffer, row: 0) == [p, p, p, p, p, match, match, p])
    }

    @Test func aRunBoundaryInsideAGraphemeStylesTheWholeGrapheme() {
        var c = ListContentConfiguration.cell()
        c.attributedText = AttributedText([.init("cafe"), .init("\u{301}!", style: match)])
        let buffer = render(c, width: 7)
        #expect(buffer.rowText(0) == " café! ")
        #expect(styles(buffer, row: 0) == [p, p, p, p, p, match, p])
    }

    @Test func onAFocusedCellConfiguredColoursYieldButEmphasisAndRunsStay() {
        let focused = Theme.standard.focused
        var c = ListContentConfiguration.sidebarCell()
        c.image = "★"
        c.attributedText = AttributedText("Mount Everest", highlighting: 6..<9, with: match)
        c.textProperties.color = .red
        c.textProperties.emphasis = .bold
        let normal = render(c, width: 16)
        #expect(normal[1, 0].style.foreground == Theme.standard.accent.foreground)
        #expect(normal[3, 0].style == Style(foreground: .red, attributes: .bold))
        let buffer = render(c.updated(for: state(focused: true)), width: 16, base: focused)
        var boldFocus = focused
        boldFocus.attributes = .bold
        #expect(buffer[1, 0].style == focused)
        #expect(buffer[3, 0].style == boldFocus)
        #expect(buffer[9, 0].style == Style(foreground: match.foreground, background: focused.background, attributes: [.bold, .underline]))
    }

    @Test func disabledIsDimAndUpdatingIsIdempotent() {
        let c = cell("Off")
        let disabled = c.updated(for: state(disabled: true))
        // Disabled is really faint: inactive controls are exempt from the contrast rule.
        #expect(render(disabled, width: 5)[1, 0].style == Style(attributes: .dim))
        let enabledAgain = disabled.updated(for: state())
        #expect(render(enabledAgain, width: 5)[1, 0].style == p)
        #expect(enabledAgain == c.updated(for: state()))
        var faded = c
        faded.alpha = 0.5
        #expect(render(faded, width: 5)[1, 0].style == Style(attributes: .dim))
    }

    @Test func configurationsCompareByValue() {
        #expect(cell("a") == cell("a"))
        #expect(cell("a") != cell("b"))
        #expect(cell("a").updated(for: state(focused: true)) != cell("a").updated(for: state()))
        var margins = cell("a")
        margins.directionalLayoutMargins.leading = 3
        #expect(margins != cell("a"))
        #expect(margins.directionalLayoutMargins.leading == 3)
    }
}
