import Testing
@testable import TesseraTerminal

@Suite struct EmojiPolicyTests {
    @Test func everyProbeSampleIsOfItsClassAndTwoColumns() {
        for emojiClass in EmojiClass.allCases {
            for sample in emojiClass.probeSamples {
                #expect(EmojiClass.of(sample) == emojiClass, "\(sample)")
                #expect(TextWidth.of(sample) == 2, "\(sample)")
            }
        }
    }

    @Test func textHasNoClass() {
        for grapheme: Character in ["a", "é", "日", "e\u{301}", "☺", "⏱", "🇯", "🏽"] {
            #expect(EmojiClass.of(grapheme) == nil, "\(grapheme)")
        }
    }

    /// One emoji character is the class the probe never measures: only the known-drawing table
    /// and TESSERA_EMOJI send it to the fallback.
    @Test func oneEmojiCharacterIsASingleEmoji() {
        for grapheme: Character in ["😀", "🤸", "🌈", "😀\u{FE0F}"] {
            #expect(EmojiClass.of(grapheme) == .single, "\(grapheme)")
        }
        #expect(!EmojiClass.single.isMeasured && EmojiClass.single.probeSamples.isEmpty)
        #expect(EmojiClass.allCases.filter(\.isMeasured).count == 5)
        // Drawn by ncurses as it is, never by the whole-cluster writer.
        #expect(!EmojiPolicy.whole.drawsWhole("😀"))
        #expect(EmojiPolicy.fallback.drawsPictographs && EmojiPolicy.whole.drawsPictographs)
        #expect(!EmojiPolicy(pictographs: false).drawsPictographs)
    }

    @Test func theOverrideTurnsPicturesOffOnlyWhenAskedByName() {
        let noFont = EmojiPolicy(whole: [.flag], pictographs: false)
        #expect(EmojiPolicy.whole.overridden(by: "single=fallback").policy == EmojiPolicy(whole: Set(EmojiClass.allCases), pictographs: false))
        #expect(noFont.overridden(by: "single=whole").policy == EmojiPolicy(whole: [.flag]))
        // "fallback" alone is the measured classes' fallback: single emoji stay pictures.
        #expect(noFont.overridden(by: "fallback").policy.drawsPictographs)
        #expect(!EmojiPolicy.whole.overridden(by: "fallback,single=fallback").policy.drawsPictographs)
    }

    @Test func classesInOrderOfPrecedence() {
        #expect(EmojiClass.of("🤸🏿‍♀️") == .zwjSequence) // a skin tone inside a ZWJ sequence
        #expect(EmojiClass.of("👍🏽") == .skinToneSequence)
        #expect(EmojiClass.of("🇯🇵") == .flag)
        #expect(EmojiClass.of("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == .flag)
        #expect(EmojiClass.of("*️⃣") == .keycap)
        #expect(EmojiClass.of("❤️") == .vs16)
    }

    @Test func theOverrideTakesWholeFallbackAndClassTermsLeftToRight() {
        let measured = EmojiPolicy(whole: [.flag, .vs16])
        #expect(measured.overridden(by: "whole").policy == .whole)
        #expect(measured.overridden(by: "fallback").policy == .fallback)
        #expect(measured.overridden(by: "fallback,flag=whole").policy == EmojiPolicy(whole: [.flag]))
        #expect(measured.overridden(by: "zwj=whole, vs16=fallback").policy == EmojiPolicy(whole: [.flag, .zwjSequence]))
        #expect(measured.overridden(by: "FLAG=Fallback").policy == EmojiPolicy(whole: [.vs16]))
        let odd = measured.overridden(by: "flags=whole,zwj=maybe,keycap=whole")
        #expect(odd.policy == EmojiPolicy(whole: [.flag, .vs16, .keycap]))
        #expect(odd.problems == ["flags=whole", "zwj=maybe"])
        #expect(measured.overridden(byEnvironment: ["TESSERA_EMOJI": "whole"]) == .whole)
        #expect(measured.overridden(byEnvironment: [:]) == measured)
    }

    @Test func theDescriptionReadsBackAsAnOverride() {
        let policy = EmojiPolicy(whole: [.flag, .keycap])
        #expect(policy.description == "zwj=fallback,skin=fallback,flag=whole,vs16=fallback,keycap=whole,single=whole")
        let noFont = EmojiPolicy(whole: [.flag], pictographs: false)
        #expect(EmojiPolicy.whole.overridden(by: noFont.description).policy == noFont)
        #expect(EmojiPolicy.whole.overridden(by: policy.description).policy == policy)
    }

    @Test func onlyGraphemesOfAWholeClassAreDrawnWhole() {
        let policy = EmojiPolicy(whole: [.flag])
        #expect(policy.drawsWhole("🇺🇸"))
        #expect(!policy.drawsWhole("👨‍👩‍👧"))
        #expect(!policy.drawsWhole("😀"))
        #expect(!EmojiPolicy.fallback.drawsWhole("🇺🇸"))
    }
}
