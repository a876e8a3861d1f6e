#!/usr/bin/env bash
# Builds the CNcursesw shim twice, outside SwiftPM, and runs scripts/tests/ncurses-shim/shim-check.c
# against each on a pseudo-terminal: once as Linux builds it (ncurses 6 features), once with
# TESSERA_NCURSES_LEGACY, which takes every branch an ncurses 5.7 takes (the macOS SDK's): 256
# pairs through init_pair, setcchar without `opts`, no italic, no set_escdelay. So the old
# branches are compiled and exercised here, not only on a Mac. Part of `make test`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cc="${CC:-cc}"
command -v "$cc" >/dev/null 2>&1 || cc=clang
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# Include paths only: the package passes no -D flags of pkg-config's (Package.swift), nor does this.
flags="$(pkg-config --cflags-only-I ncursesw 2>/dev/null || true)"
libs="$(pkg-config --libs ncursesw 2>/dev/null || echo -lncursesw)"
for variant in modern legacy; do
  define=""
  [ "$variant" = legacy ] && define="-DTESSERA_NCURSES_LEGACY"
  # -Werror: an implicit declaration (a function this ncurses lacks) must fail the build.
  # gnu11, as SwiftPM compiles C (clang's GNU default): the POSIX names the pkg-config -D flags
  # used to switch on under strict c11 (fdopen) are on, and nothing else is defined for us.
  "$cc" -std=gnu11 -Wall -Werror -Wno-unused-function -D_XOPEN_SOURCE_EXTENDED -DNCURSES_WIDECHAR=1 $define $flags \
    -I "$root/Sources/CNcursesw/include" \
    "$root/Sources/CNcursesw/shim.c" "$root/scripts/tests/ncurses-shim/shim-check.c" \
    -o "$scratch/shim-check-$variant" $libs -lutil
  echo "== $variant"
  TERM=xterm-256color "$scratch/shim-check-$variant"
done
echo "test-ncurses-shim: both builds pass"
