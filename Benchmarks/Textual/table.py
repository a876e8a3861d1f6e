#!/usr/bin/env python3
"""Prints the Tessera/Textual table from one round's JSON lines (compare.sh writes them)."""
import json
import sys

ROWS = [
    # (label, tessera row, textual row, fact, target: Textual ÷ Tessera at least)
    ("keystroke CPU ms/key, burst, 10k", "demo/mountains-typing-burst-10k",
     "textual/mountains-typing-burst-10k", "cpu_ms_per_key", 30),
    ("keystroke CPU ms/key, every 50 ms, 100k", "demo/mountains-typing-50ms-100k",
     "textual/mountains-typing-50ms-100k", "cpu_ms_per_key", 40),
]
# Start-up: Textual's figure is its first screen with the results shown (`results_ms`);
# Tessera's is its first screen (`first_screen_ms`: at 100k and 1M the search bar and an
# empty grid whose results follow) and its first screen with results (`results_ms`).
for size in ("10k", "100k", "1M"):
    for fact, what in (("first_screen_ms", "first screen"), ("results_ms", "results")):
        ROWS.append((f"start-up ms, {size}, Tessera {what}", f"demo/mountains-startup-{size}",
                     f"textual/mountains-startup-{size}", (fact, "results_ms"), 20 if size != "1M" else None))


def main() -> None:
    rows = {}
    for line in open(sys.argv[1]):
        line = line.strip()
        if line.startswith("{"):
            record = json.loads(line)
            rows[record["name"]] = record
    print(f"{'row':44} {'Tessera':>10} {'Textual':>10} {'ratio':>10}  target")
    for label, ours, theirs, fact, target in ROWS:
        fact_a, fact_b = fact if isinstance(fact, tuple) else (fact, fact)
        a = rows.get(ours, {}).get(fact_a)
        b = rows.get(theirs, {}).get(fact_b)
        if a is None or b is None:
            print(f"{label:44} {'?':>10} {'?':>10}")
            continue
        a, b = float(a), float(b)
        ratio = f"1/{b / a:.1f}" if a > 0 else "-"
        if target is not None:
            goal = f"≤ 1/{target}: {'met' if b / a >= target else 'NOT met'}"
        else:
            goal = ""
        print(f"{label:44} {a:>10.3f} {b:>10.3f} {ratio:>10}  {goal}")
    first = [f"{size} {rows[f'textual/mountains-startup-{size}']['first_screen_ms']:.1f} ms"
             for size in ("100k", "1M") if f"textual/mountains-startup-{size}" in rows]
    if first:
        print("(Textual's first screen before its results, like Tessera's above 50k: " + ", ".join(first) + ")")
    one_m = rows.get("demo/mountains-startup-1M", {})
    textual_10k = rows.get("textual/mountains-startup-10k", {})
    for fact in ("first_screen_ms", "results_ms"):
        if fact in one_m and "results_ms" in textual_10k:
            t, limit = float(one_m[fact]), float(textual_10k["results_ms"])
            print(f"Tessera 1M {fact}: {t:.1f} ms — target ≤ 500 ms: {'met' if t <= 500 else 'NOT met'}; "
                  f"≤ Textual at 10k ({limit:.1f} ms): {'met' if t <= limit else 'NOT met'}")
    print("start-up rows: Textual's figure is always its first screen with results (results_ms).")
    print("ratio = Tessera ÷ Textual, shown as 1/(Textual ÷ Tessera); ms/key is process CPU time, start-up is wall time.")


if __name__ == "__main__":
    main()
