#!/usr/bin/env bash
# No Swift file in Sources/ over 330 lines: a file that grows past it holds more than one concern
# (docs/ARCHITECTURE.md: one concept per file). Split it by concern, not by line count.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${MAX_FILE_LINES:-330}
over=$(find Sources -name '*.swift' -print0 | xargs -0 wc -l | awk -v limit="$limit" '$2 != "total" && $1 > limit { print "  " $2 ": " $1 " lines" }')
if [ -n "$over" ]; then
    echo "check-file-length: files in Sources over $limit lines (split each by concern):"
    echo "$over"
    exit 1
fi
echo "check-file-length: every Swift file in Sources is at most $limit lines"
