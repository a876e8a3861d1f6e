#!/usr/bin/env python3
"""Writes Sources/TesseraTerminal/Backends/EmojiSubgroupSymbols.swift: for every emoji in
demos/TesseraDemos/Resources/emoji.tsv (Unicode's emoji-test.txt), the text symbol its subgroup
stands for, as ranges of code points. EmojiTextSymbol falls back on it when an emoji's name has no
word its own table knows, so an emoji without a colour font still says what kind of thing it is
(a fruit, an animal, a vehicle) instead of a bare diamond."""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A narrow symbol text fonts have had since Unicode 3.2 (DejaVu Sans draws them all) and the
# subgroups it stands for, comma-separated.
SYMBOLS = [
    ('\u263A', 'face-smiling, face-affection, face-tongue, face-hand, face-neutral-skeptical, face-sleepy, face-unwell, '
               'face-hat, face-glasses, face-concerned, face-negative, face-costume, cat-face, monkey-face'),  # ☺
    ('\u2665', 'heart, emotion'),                                                              # ♥
    ('\u2659', 'person, person-gesture, person-role, person-fantasy, person-activity, person-sport, person-resting, '
               'family, person-symbol'),                                                       # ♙
    ('\u261E', 'hand-fingers-open, hand-fingers-partial, hand-single-finger, hand-fingers-closed, hands, hand-prop, '
               'body-parts'),                                                                  # ☞
    ('\u2658', 'animal-mammal, animal-bird, animal-amphibian, animal-reptile, animal-marine, animal-bug'),  # ♘
    ('\u273F', 'plant-flower, plant-other'),                                                   # ✿
    ('\u25C9', 'food-fruit, food-vegetable, food-prepared, food-asian, food-marine, food-sweet, drink, dishware'),  # ◉
    ('\u2302', 'place-map, place-geographic, place-building, place-religious, place-other, hotel'),  # ⌂
    ('\u21C9', 'transport-ground, transport-water, transport-air'),                            # ⇉
    ('\u25F7', 'time'),                                                                        # ◷
    ('\u2600', 'sky & weather'),                                                               # ☀
    ('\u2740', 'event'),                                                                       # ❀
    ('\u2606', 'award-medal'),                                                                 # ☆
    ('\u25CE', 'sport, game'),                                                                 # ◎
    ('\u2710', 'arts & crafts, writing'),                                                      # ✐
    ('\u2610', 'clothing, household, other-object'),                                           # ☐
    ('\u266B', 'sound, music, musical-instrument'),                                            # ♫
    ('\u260E', 'phone, computer'),                                                             # ☎
    ('\u2263', 'light & video, av-symbol'),                                                    # ≣
    ('\u25A4', 'book-paper, office'),                                                          # ▤
    ('\u00A4', 'money, currency'),                                                             # ¤
    ('\u2709', 'mail'),                                                                        # ✉
    ('\u25D8', 'lock'),                                                                        # ◘
    ('\u2720', 'tool, science, medical'),                                                      # ✠
    ('\u2297', 'warning, transport-sign'),                                                     # ⊗
    ('\u279C', 'arrow'),                                                                       # ➜
    ('\u2721', 'religion, zodiac'),                                                            # ✡
    ('\u2642', 'gender'),                                                                      # ♂
    ('\u00B1', 'math'),                                                                        # ±
    ('\u203C', 'punctuation'),                                                                 # ‼
    ('\u2318', 'other-symbol, alphanum, keycap'),                                                      # ⌘
    ('\u25A3', 'geometric'),                                                                   # ▣
    ('\u2691', 'flag'),                                                                        # ⚑
]
# Flags have their letters; keycap sequences (#️⃣) their key, but 🔟 is one character.
SKIP = {'country-flag', 'subdivision-flag'}


def main():
    symbol_of_subgroup = {subgroup.strip(): symbol for symbol, subgroups in SYMBOLS for subgroup in subgroups.split(',')}
    scalars = {}
    with open(os.path.join(ROOT, 'demos/TesseraDemos/Resources/emoji.tsv'), encoding='utf-8') as f:
        for line in f:
            if line.startswith('#'):
                continue
            _, subgroup, _, emoji, _ = line.rstrip('\n').split('\t')
            if subgroup in SKIP or (subgroup == 'keycap' and ord(emoji[0]) < 0x1F000):
                continue
            if subgroup not in symbol_of_subgroup:
                raise SystemExit(f'no symbol for subgroup {subgroup!r}')
            scalars.setdefault(ord(emoji[0]), symbol_of_subgroup[subgroup])
    ranges = []
    for scalar in sorted(scalars):
        symbol = scalars[scalar]
        if ranges and ranges[-1][2] == symbol and ranges[-1][1] == scalar - 1:
            ranges[-1][1] = scalar
        else:
            ranges.append([scalar, scalar, symbol])
    out = ['// Generated by scripts/generate-emoji-symbol-table.py from Unicode emoji-test.txt 15.0 subgroups',
           '// (demos/TesseraDemos/Resources/emoji.tsv). Do not edit.',
           '',
           'extension EmojiTextSymbol {',
           '    /// Ranges of emoji code points (first, last) and the symbol of their Unicode subgroup:',
           "    /// food ◉, animals ♘, vehicles ⇉, places ⌂ and so on (the script names each); sorted.",
           '    static let subgroupRanges: [(first: UInt32, last: UInt32, symbol: Unicode.Scalar)] = [']
    line = '       '
    for first, last, symbol in ranges:
        item = f' (0x{first:X}, 0x{last:X}, "\\u{{{ord(symbol):X}}}"),'
        if len(line) + len(item) > 118:
            out.append(line)
            line = '       '
        line += item
    out.append(line)
    out += ['    ]', '}', '']
    path = os.path.join(ROOT, 'Sources/TesseraTerminal/Backends/EmojiSubgroupSymbols.swift')
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(out))
    print(f'{len(ranges)} ranges for {len(scalars)} emoji')


main()
