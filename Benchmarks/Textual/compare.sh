#!/usr/bin/env bash
# Tessera's Mountains search against the same search written with Textual 8.2.8.
#
#   Benchmarks/Textual/compare.sh            # one round
#   ROUNDS=2 Benchmarks/Textual/compare.sh   # two rounds, each its own table
#
# Makes the Textual venv (VENV, default /tmp/textual-venv) if it is missing, builds
# tessera-bench in release, then runs the two sides alternately (Tessera typing, Textual
# typing, Tessera start-up, Textual start-up) so that load from elsewhere falls on both, and
# prints a table per round. The raw JSON lines are kept in OUT (default
# Benchmarks/Textual/results/<UTC time>/).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
VENV="${VENV:-/tmp/textual-venv}"
ROUNDS="${ROUNDS:-1}"
RUNS="${RUNS:-5}"          # Textual samples per row (the issue: median of 5; 1M: 3)
RUNS_1M="${RUNS_1M:-3}"
OUT="${OUT:-$here/results/$(date -u +%Y%m%dT%H%M%SZ)}"
mkdir -p "$OUT"

# 1. Textual
if ! "$VENV/bin/python" -c 'import textual, sys; sys.exit(textual.__version__ != "8.2.8")' 2>/dev/null; then
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet textual==8.2.8
fi
py="$VENV/bin/python"
"$py" "$here/mountains_textual.py" self-check

# 4. Tessera
(cd "$repo" && swift build -c release --static-swift-stdlib --product tessera-bench)
bench="$(cd "$repo" && swift build -c release --static-swift-stdlib --show-bin-path)/tessera-bench"

{
    echo "date: $(date -u +%FT%TZ)"
    echo "machine: $(nproc) cores; load at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "python: $("$py" -c 'import sys; print(sys.version.split()[0])'); textual: $("$py" -c 'import textual; print(textual.__version__)')"
    echo "tessera: $(cd "$repo" && git rev-parse --short HEAD)$(cd "$repo" && git diff --quiet HEAD -- Sources demos || echo ' (with uncommitted changes)')"
} | tee "$OUT/about.txt"

for round in $(seq 1 "$ROUNDS"); do
    log="$OUT/round-$round.jsonl"
    : > "$log"
    step() { echo "[round $round] $(date -u +%T) $1 (load $(cut -d' ' -f1 /proc/loadavg))" >&2; }
    step "Tessera typing"
    "$bench" --filter mountains-typing --samples 10 --json | grep '^{' >> "$log"
    step "Textual burst 10k"
    "$py" "$here/mountains_textual.py" burst --count 10000 --runs "$RUNS" >> "$log"
    step "Textual every 50 ms 100k"
    "$py" "$here/mountains_textual.py" every50ms --count 100000 --runs "$RUNS" >> "$log"
    step "Tessera start-up"
    "$bench" --filter mountains-startup --samples 10 --json | grep '^{' >> "$log"
    for count in 10000 100000 1000000; do
        step "Textual start-up $count"
        runs="$RUNS"; [ "$count" -ge 1000000 ] && runs="$RUNS_1M"
        "$py" "$here/mountains_textual.py" startup --count "$count" --runs "$runs" >> "$log"
    done
    step "done"
    echo
    echo "Round $round ($(date -u +%T) UTC, load $(cut -d' ' -f1-3 /proc/loadavg))"
    python3 "$here/table.py" "$log" | tee "$OUT/round-$round.txt"
done
echo
echo "Raw results: $OUT"
