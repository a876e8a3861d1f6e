#!/usr/bin/env bash
# Tests scripts/check-platform-names.sh on trees made here: each forbidden name outside the
# platform folder is reported with its file and line (exit 1); the same names inside
# Sources/TesseraTerminal/Platform and the shims, and a clean tree, pass (exit 0).
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
check="$root/scripts/check-platform-names.sh"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

mkdir -p "$scratch/bad/Sources/App" "$scratch/bad/Tests/AppTests" "$scratch/bad/Fuzz/F"
printf 'import Foundation\nlet x = Glibc.write(1, nil, 0)\n' > "$scratch/bad/Sources/App/Write.swift"
printf '// fine\n#if canImport(Glibc)\nimport Glibc\n#endif\n' > "$scratch/bad/Tests/AppTests/Imports.swift"
printf 'a.__sigaction_handler.sa_handler = h\nlet p = "/proc/self/io"\n_dispatch_main_queue_callback_4CF(nil)\n' > "$scratch/bad/Fuzz/F/Misc.swift"
out="$("$check" "$scratch/bad" 2>&1)"; rc=$?
[ "$rc" = 1 ] || fail "bad tree: exit status $rc, expected 1"
for expected in "Sources/App/Write.swift:2:" "Tests/AppTests/Imports.swift:2:" "Fuzz/F/Misc.swift:1:" \
                "Fuzz/F/Misc.swift:2:" "Fuzz/F/Misc.swift:3:"; do
  grep -qF "  $expected" <<<"$out" || fail "bad tree: $expected not reported:\n$out"
done

mkdir -p "$scratch/good/Sources/TesseraTerminal/Platform" "$scratch/good/Sources/CDispatchMainQueue" "$scratch/good/Sources/App"
printf '#if canImport(Glibc)\n@_exported import Glibc\n#endif\nlet w = Glibc.write\n' > "$scratch/good/Sources/TesseraTerminal/Platform/Lib.swift"
printf 'int _dispatch_get_main_queue_handle_4CF(void);\n' > "$scratch/good/Sources/CDispatchMainQueue/shim.h"
printf 'import Foundation\nlet ok = write\n' > "$scratch/good/Sources/App/Clean.swift"
out="$("$check" "$scratch/good" 2>&1)"; rc=$?
[ "$rc" = 0 ] || fail "good tree: exit status $rc, expected 0:\n$out"

if [ "$failed" = 0 ]; then echo "test-check-platform-names: ok"; else exit 1; fi
