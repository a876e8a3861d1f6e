#!/usr/bin/env bash
# Counts the public surface of each module in Sources: the lines that declare something `public`
# or `open` (issue 30's measure, `grep -rE '^\s*(public|open) '`), and of those the `open` ones
# (what an app may override). A rough count of lines, not a compiler's: attributes on their own
# line and `public private(set)` count once, as the issue's grep does.
#
#   scripts/count-public-api.sh            # every module in Sources, then the total
#   scripts/count-public-api.sh Sources/TesseraData Sources/Tessera/Cells   # chosen folders
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

count() { # $1: a folder; prints its public+open lines and its open lines
    local all open
    all=$( (grep -rE '^\s*(public|open) ' --include='*.swift' "$1" || true) | wc -l)
    open=$( (grep -rE '^\s*open ' --include='*.swift' "$1" || true) | wc -l)
    echo "$all $open"
}

if [ "$#" -gt 0 ]; then folders=("$@"); else folders=(Sources/*/); fi
printf '%-40s %8s %6s\n' module public+open open
total_all=0 total_open=0
for folder in "${folders[@]}"; do
    folder="${folder%/}"
    read -r all open < <(count "$folder")
    [ "$all" -eq 0 ] && [ "$#" -eq 0 ] && continue   # the C shims
    printf '%-40s %8d %6d\n' "${folder#Sources/}" "$all" "$open"
    total_all=$((total_all + all)) total_open=$((total_open + open))
done
printf '%-40s %8d %6d\n' total "$total_all" "$total_open"
