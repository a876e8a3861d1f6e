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

    @Test func graphemesNcursesHoldsAsTheyAreHaveNoClass() {
        for grapheme: Character in ["😀", "a", "é", "日", "e\u{301}", "☺"] {
            #expect(EmojiClass.of(grapheme) == nil, "\(grapheme)")
        }
        #expect(EmojiClass.of("😀\u{FE0F}") == nil) // already wide: VS16 changes nothing
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
        #expect(policy.description == "zwj=fallback,skin=fallback,flag=whole,vs16=fallback,keycap=whole")
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
