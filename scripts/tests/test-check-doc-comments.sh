#!/usr/bin/env bash
# Tests scripts/check-doc-comments.sh on the fixtures in scripts/tests/doc-comments:
# `missing/` must report exactly the lines marked `EXPECT-MISSING` (and exit 1), `clean/`
# nothing (and exit 0). Run from anywhere: scripts/tests/test-check-doc-comments.sh
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
fixtures=scripts/tests/doc-comments
failed=0
fail() { echo "FAIL: $*" >&2; failed=1; }

out="$(scripts/check-doc-comments.sh "$fixtures/missing" 2>/dev/null)"; rc=$?
[ "$rc" = 1 ] || fail "missing/: exit status $rc, expected 1"

expected="$(grep -n '// EXPECT-MISSING$' "$fixtures"/missing/*.swift | cut -d: -f1,2 | sort)"
reported="$(printf '%s\n' "$out" | cut -d: -f1,2 | sort)"
if [ "$expected" != "$reported" ]; then
  fail "missing/: reported lines differ from the EXPECT-MISSING marks (< expected, > reported)"
  diff <(printf '%s\n' "$expected") <(printf '%s\n' "$reported") >&2
fi

line="$fixtures/missing/Declarations.swift:13: public declaration without a doc comment: public var undocumented: Int"
grep -qxF "$line" <<<"$out" || fail "missing/: expected the line: $line"
grep -qxF "$fixtures/missing/Declarations.swift:86: public declaration without a doc comment: case north, south" <<<"$out" \
  || fail "missing/: a multi-case line should be reported once, as written"

out="$(scripts/check-doc-comments.sh "$fixtures/clean" 2>/dev/null)"; rc=$?
[ "$rc" = 0 ] || fail "clean/: exit status $rc, expected 0"
[ -z "$out" ] || fail "clean/: reported $out"

scripts/check-doc-comments.sh no/such/path >/dev/null 2>&1; rc=$?
[ "$rc" = 2 ] || fail "a missing path: exit status $rc, expected 2"

if [ "$failed" = 0 ]; then
  echo "check-doc-comments: fixtures pass ($(printf '%s\n' "$expected" | wc -l) expected reports)"
fi
exit "$failed"
