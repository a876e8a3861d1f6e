#!/usr/bin/env python3
"""Tessera's Mountains search written with Textual, and the benchmark that times it.

The app: an `Input` on top, an `OptionList` of results below, a status line
("412 of 10,000") at the bottom. Each option shows the peak's name with the matched
part styled, and its height ("3,429 m") to the right. Filtering is case- and
accent-insensitive substring matching on names folded once; a query that extends the
previous one narrows the previous matches, otherwise all names are searched (as
Tessera's `MountainFilter` does). Results replace the list in one call
(`OptionList.set_options`, Textual's own `clear_options()` + `add_options()` in one go).

The names are Tessera's synthetic generator (`MountainCatalog.synthetic`), reproduced
exactly and made in code-point order the way Tessera makes them (a pre-order walk of the
decimal numbers; `--self-check` proves it equals Python's `sorted`).

Benchmark modes (headless, `App.run_test(size=(120, 40))`), one JSON line each:
  python3 mountains_textual.py burst      [--count 10000]  [--runs 5]
  python3 mountains_textual.py every50ms  [--count 100000] [--runs 5]
  python3 mountains_textual.py startup    [--count 10000]  [--runs 5]
  python3 mountains_textual.py run        [--count N]  (the app itself, in a terminal)
`--untuned` turns off the empty-query option cache and the no-wrap CSS (see README.md).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
import unicodedata

from textual.app import App, ComposeResult
from textual.content import Content, Span
from textual.style import Style
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

WORDS = ["Alder", "Basalt", "Cairn", "Col", "Crag", "Dome", "Drift", "Eagle", "Falcon",
         "Fell", "Glacier", "Granite", "Horn", "Ice", "Juniper", "Knob", "Lark", "Moraine",
         "Needle", "Obsidian", "Pine", "Quartz", "Ridge", "Saddle", "Scree", "Slate", "Spire",
         "Summit", "Talus", "Tor", "Vale", "Zenith"]

# Above this many peaks Tessera filters off the main thread and its first screen shows an
# empty grid whose results follow (BackgroundSearch.threshold); this app does the same:
# the first screen is drawn, then the results are set. One difference: above the threshold
# Tessera also generates its synthetic peaks after its first screen (with the first search),
# while this app generates them before (in __init__), so its "first screen before results"
# includes generating and Tessera's does not. Compare the results times: both include it.
BACKGROUND_THRESHOLD = 50_000

# The row: name on the left, height right-aligned, on a fixed width that fits the list
# (120 columns less the scrollbar).
ROW_WIDTH = 110
MATCH_STYLE = Style(bold=True, underline=True)
# `--untuned`: without the two tunings of this app (the unfiltered options made once and
# reused; no wrapping, so measuring an option's height does not word-wrap it), to show
# what they are worth.
UNTUNED = False


def synthetic(count: int) -> tuple[list[str], list[int]]:
    """Tessera's N generated peaks: names and heights, in code-point order of the names."""
    mask = (1 << 64) - 1
    s = 42
    words = [0] * (count + 1)
    heights = [0] * (count + 1)
    for i in range(1, count + 1):
        s = (s * 6364136223846793005 + 1442695040888963407) & mask
        words[i] = (s >> 33) % 32
        s = (s * 6364136223846793005 + 1442695040888963407) & mask
        heights[i] = 200 + (s >> 33) % 8649
    # "Peak-<i> <word>" sorts as i's digits do, a number before those it prefixes (the space
    # sorts before every digit): a pre-order walk of 1...N as a decimal tree.
    names: list[str] = []
    hs: list[int] = []
    stack = list(range(min(9, count), 0, -1))
    pop, push, add_name, add_height = stack.pop, stack.extend, names.append, hs.append
    while stack:
        i = pop()
        add_name(f"Peak-{i} {WORDS[words[i]]}")
        add_height(heights[i])
        first = i * 10
        if first <= count:
            push(range(min(count, first + 9), first - 1, -1))
    return names, hs


def synthetic_sorted(count: int) -> tuple[list[str], list[int]]:
    """The same peaks sorted with Python's `sorted` (for --self-check)."""
    mask = (1 << 64) - 1
    s = 42
    peaks = []
    for i in range(1, count + 1):
        s = (s * 6364136223846793005 + 1442695040888963407) & mask
        w = (s >> 33) % 32
        s = (s * 6364136223846793005 + 1442695040888963407) & mask
        peaks.append((f"Peak-{i} {WORDS[w]}", 200 + (s >> 33) % 8649))
    peaks.sort(key=lambda p: p[0])
    return [p[0] for p in peaks], [p[1] for p in peaks]


def fold(text: str) -> tuple[str, list[int] | None]:
    """`text` folded for matching (diacritics removed, case folded) and, when folding moved
    characters, the index in `text` of each folded character (None: the same indices)."""
    if text.isascii():
        return text.lower(), None
    out: list[str] = []
    where: list[int] = []
    for n, ch in enumerate(text):
        for d in unicodedata.normalize("NFD", ch):
            if unicodedata.combining(d):
                continue
            for f in d.casefold():
                out.append(f)
                where.append(n)
    where.append(len(text))
    return "".join(out), where


def fold_query(query: str) -> str:
    return fold(query.strip())[0]


class MountainsApp(App):
    """The Mountains search."""

    CSS = """
    Input { dock: top; }
    #results { height: 1fr; }
    .tuned #results { text-wrap: nowrap; text-overflow: clip; }
    #status { dock: bottom; height: 1; color: $text-muted; }
    """

    def __init__(self, count: int) -> None:
        super().__init__()
        self.names, self.heights = synthetic(count)
        self.total = f"{count:,}"
        self._keys: list[tuple[str, list[int] | None]] | None = None
        self.needle = ""
        self.matches: list[tuple[int, int]] = []  # (peak, match start in its folded name)
        # The matches of the queries typed on the way to this one, each needle extending the one
        # before (Tessera's MountainFilter keeps the same): erasing back to one reuses it.
        self.trail: list[tuple[str, list[tuple[int, int]]]] = []
        self._all_options: list[Option] | None = None
        # For the benchmark: the query whose results were last applied, and whether a frame
        # was drawn since.
        self.applied_query: str | None = None
        self.applied_generation = 0
        self.rendered_generation = -1
        self.first_frame_time: float | None = None
        self.results_frame_time: float | None = None
        self.frames = 0
        self.changes = 0  # Input.Changed messages handled

    # MARK: data

    @property
    def keys(self) -> list[tuple[str, list[int] | None]]:
        """The names folded for matching, folded on first use (Tessera folds them after the
        first screen, in the background)."""
        if self._keys is None:
            self._keys = [fold(name) for name in self.names]
        return self._keys

    def option(self, peak: int, start: int, length: int) -> Option:
        name = self.names[peak]
        height = f"{self.heights[peak]:,} m"
        text = name + " " * max(1, ROW_WIDTH - len(name) - len(height)) + height
        if length == 0:
            return Option(Content(text, cell_length=len(text), strip_control_codes=False))
        where = self.keys[peak][1]
        if where is not None:
            start, end = where[start], where[start + length]
        else:
            end = start + length
        return Option(Content(text, [Span(start, end, MATCH_STYLE)], cell_length=len(text), strip_control_codes=False))

    def all_options(self) -> list[Option]:
        """Every peak, unhighlighted: made once, reused whenever the field is emptied."""
        if self._all_options is None or UNTUNED:
            option = self.option
            self._all_options = [option(i, 0, 0) for i in range(len(self.names))]
        return self._all_options

    def search(self, query: str) -> None:
        needle = fold_query(query)
        if needle == self.needle and self.applied_query is not None:
            self.applied_query = query
            return
        trail = self.trail
        while trail and not needle.startswith(trail[-1][0]):
            trail.pop()
        if not needle:
            self.matches = []
            options = self.all_options()
            count = len(options)
        else:
            keys = self.keys
            if trail and trail[-1][0] == needle:
                self.matches = trail[-1][1]
            else:
                candidates = (peak for peak, _ in trail[-1][1]) if trail else range(len(keys))
                self.matches = [(peak, at) for peak in candidates if (at := keys[peak][0].find(needle)) >= 0]
                trail.append((needle, self.matches))
            option, n = self.option, len(needle)
            options = [option(peak, at, n) for peak, at in self.matches]
            count = len(options)
        self.needle = needle
        results = self.query_one("#results", OptionList)
        results.set_options(options)
        self.query_one("#status", Static).update(f"{count:,} of {self.total}")
        self.applied_query = query
        self.applied_generation += 1

    # MARK: app

    def compose(self) -> ComposeResult:
        yield Input(placeholder="Search mountains", compact=True)
        yield OptionList(id="results", compact=True)
        yield Static("", id="status")

    def on_mount(self) -> None:
        # No blinking cursor: a blink redraws the field, work the Tessera side does not do.
        self.query_one(Input).cursor_blink = False
        screen = self.screen
        refresh = screen._compositor_refresh

        def counted_refresh() -> None:
            refresh()
            self.frames += 1
            now = time.perf_counter()
            if self.first_frame_time is None:
                self.first_frame_time = now
            if self.applied_generation > self.rendered_generation:
                self.rendered_generation = self.applied_generation
                if self.results_frame_time is None and self.applied_query is not None:
                    self.results_frame_time = now

        screen._compositor_refresh = counted_refresh  # type: ignore[method-assign]
        if not UNTUNED:
            screen.add_class("tuned")
        if len(self.names) > BACKGROUND_THRESHOLD:
            self.call_after_refresh(self.search, "")
        else:
            self.search("")

    def on_input_changed(self, event: Input.Changed) -> None:
        self.changes += 1
        self.search(event.value)


# MARK: benchmark

KEYS: list[str] = []
for _word in ["summit", "glacier", "ridge", "co"]:
    KEYS += list(_word) + ["backspace"] * len(_word)
assert len(KEYS) == 40


async def settled(app: MountainsApp, pilot) -> None:
    """Waits until the field's current text has its results applied and a frame drawn since."""
    field = app.query_one(Input)
    for _ in range(10_000):
        if app.applied_query == field.value and app.rendered_generation == app.applied_generation:
            return
        await pilot.pause()
    raise RuntimeError("results never shown")


async def typing_run(app: MountainsApp, pilot, mode: str) -> float:
    """CPU ms of the process (all threads) for the 40 keys."""
    app.frames = 0
    changes = app.changes
    start = time.process_time()
    for key in KEYS:
        await pilot.press(key)
        if mode == "every50ms":
            await settled(app, pilot)
    while app.changes < changes + len(KEYS):
        await pilot.pause()
    await settled(app, pilot)
    cpu = (time.process_time() - start) * 1e3
    app.frames_per_run = app.frames
    return cpu


async def typing(count: int, mode: str, runs: int) -> dict:
    app = MountainsApp(count)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(app, pilot)
        _ = app.keys
        await typing_run(app, pilot, mode)  # warm-up
        per_key = [await typing_run(app, pilot, mode) / len(KEYS) for _ in range(runs)]
        field = app.query_one(Input)
        assert field.value == "" and app.query_one("#results", OptionList).option_count == count
    kind = {"burst": "burst", "every50ms": "50ms"}[mode]
    return {"name": f"textual/mountains-typing-{kind}-{label(count)}",
            "peaks": count, "keys": len(KEYS), "runs": runs,
            "cpu_ms_per_key": round(statistics.median(per_key), 3),
            "frames": app.frames_per_run, "untuned": UNTUNED,
            "samples": [round(x, 3) for x in per_key]}


async def startup_run(count: int) -> dict:
    start = time.perf_counter()
    app = MountainsApp(count)
    async with app.run_test(size=(120, 40)) as pilot:
        await settled(app, pilot)
        assert app.query_one("#results", OptionList).option_count == count
        first, results = app.first_frame_time, app.results_frame_time
        _ = app.keys
        ready = time.perf_counter()
    return {"first_screen": (first - start) * 1e3, "results": (results - start) * 1e3,
            "keys_ready": (ready - start) * 1e3}


async def startup(count: int, runs: int) -> dict:
    # Warm-up: the first start-up in a process loads what later ones reuse (CSS, caches).
    # At most 100,000 peaks, so a million-peak run is not paid for twice.
    await startup_run(min(count, 100_000))
    samples = [await startup_run(count) for _ in range(runs)]

    def median(key: str) -> float:
        return round(statistics.median(s[key] for s in samples), 1)

    return {"name": f"textual/mountains-startup-{label(count)}", "peaks": count, "runs": runs,
            "first_screen_ms": median("first_screen"), "results_ms": median("results"),
            "keys_ready_ms": median("keys_ready"),
            "samples_results_ms": [round(s["results"], 1) for s in samples]}


def label(count: int) -> str:
    return f"{count // 1_000_000}M" if count >= 1_000_000 else f"{count // 1000}k"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["burst", "every50ms", "startup", "run", "self-check"])
    parser.add_argument("--count", type=int)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--untuned", action="store_true",
                        help="without the empty-query option cache and the no-wrap CSS")
    args = parser.parse_args()
    global UNTUNED
    UNTUNED = args.untuned
    if args.mode == "self-check":
        for n in (1, 9, 10, 11, 99, 100, 101, 1000, 12345, 100_000):
            assert synthetic(n) == synthetic_sorted(n), n
        assert fold("Kežmarský štít") == ("kezmarsky stit", [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        print("self-check ok")
        return
    if args.mode == "run":
        MountainsApp(args.count or 10_000).run()
        return
    if args.mode == "startup":
        result = asyncio.run(startup(args.count or 10_000, args.runs))
    else:
        default = 100_000 if args.mode == "every50ms" else 10_000
        result = asyncio.run(typing(args.count or default, args.mode, args.runs))
    result["python"] = sys.version.split()[0]
    import textual
    result["textual"] = textual.__version__
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
